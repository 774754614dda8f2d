import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Selling needs an open register (SPEC §5): say so, with the way to open it. */
export function RegisterClosedAlert() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Alert.Root status="warning" data-testid="register-closed">
      <Alert.Indicator />
      <Alert.Title flex="1">{t('ventas.venta.cajaCerrada')}</Alert.Title>
      <Button size="sm" variant="outline" onClick={() => void navigate('/arqueos')}>
        {t('ventas.venta.irACaja')}
      </Button>
    </Alert.Root>
  );
}
