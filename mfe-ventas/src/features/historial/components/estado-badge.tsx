import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { VentaEstado } from '@resto/shared/contracts';

const PALETTE: Record<VentaEstado, string> = { pagada: 'green', anulada: 'red', borrador: 'gray' };

export function EstadoBadge({ estado }: { estado: VentaEstado }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[estado]} data-testid="estado-badge">
      {t(`ventas.historial.estado.${estado}`)}
    </Badge>
  );
}
