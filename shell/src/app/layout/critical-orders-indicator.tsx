import { Badge, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AlertTriangleIcon } from '@resto/shared/ui';

/**
 * Critical orders (pendiente/preparacion older than the alert threshold). The count comes from
 * the orders domain once it exists; until then the layout passes 0. A click opens /pedidos.
 */
export function CriticalOrdersIndicator({ count = 0 }: { count?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = t('layout.header.pedidosCriticos', { count });
  return (
    <Button
      variant="ghost"
      color="inherit"
      size="sm"
      aria-label={label}
      title={label}
      data-testid="critical-orders"
      data-count={count}
      onClick={() => void navigate('/pedidos')}
    >
      <AlertTriangleIcon />
      <Badge colorPalette={count > 0 ? 'red' : 'gray'} variant={count > 0 ? 'solid' : 'subtle'} borderRadius="full">
        {count}
      </Badge>
    </Button>
  );
}
