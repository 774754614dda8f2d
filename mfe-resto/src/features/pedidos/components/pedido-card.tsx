import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { Pedido } from '@resto/shared/contracts';
import { isCriticalPedido, nextPedidoEstado, pedidoAgeMinutes, previousPedidoEstado } from '@resto/shared/rules';
import { useMoney } from '@resto/shared/sales-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCambiarEstado } from '../hooks/use-estado';
import { PedidoItemDetail } from './pedido-item-detail';

export interface PedidoCardProps {
  pedido: Pedido;
  now: Date;
  threshold: number;
  /** Edit a pending counter, takeaway or delivery order (not offered for a table's). */
  onEditar?: ((pedido: Pedido) => void) | undefined;
  /** Charge a counter, takeaway or delivery order not yet charged (a table's is charged with its bill). */
  onCobrar?: ((pedido: Pedido) => void) | undefined;
}

/** Who the order is for: its table and round, or its type and customer. */
export function PedidoOrigen({ pedido, onDark = false }: { pedido: Pedido; onDark?: boolean }) {
  const { t } = useTranslation();
  const nombre = pedido.cliente?.nombre ?? pedido.clienteNombre;
  return (
    <HStack gap={2} wrap="wrap">
      <Badge variant={onDark ? 'solid' : 'outline'} colorPalette={onDark ? 'teal' : 'gray'} size={onDark ? 'lg' : 'sm'}>
        {pedido.tipo === 'mesa' && pedido.mesaNumero !== null ? t('pedidos.mesa', { numero: pedido.mesaNumero }) : t(`pedidos.tipos.${pedido.tipo}`)}
      </Badge>
      {/* The kitchen display (onDark) says it larger: 'Agregado · ronda N'. */}
      {!onDark && pedido.ronda !== null && pedido.ronda > 1 && (
        <Badge colorPalette="purple" data-testid="pedido-ronda">
          {t('pedidos.ronda', { ronda: pedido.ronda })}
        </Badge>
      )}
      <Badge variant={onDark ? 'solid' : 'subtle'} colorPalette="gray" size={onDark ? 'lg' : 'sm'}>
        {t(`pedidos.canales.${pedido.canal}`)}
      </Badge>
      {nombre && <Text fontSize="sm">{t('pedidos.cliente', { nombre })}</Text>}
    </HStack>
  );
}

/** An order on the board: its age (marked when late), items, and one tap to move it along. */
export function PedidoCard({ pedido, now, threshold, onEditar, onCobrar }: PedidoCardProps) {
  const { t } = useTranslation();
  const { amount, quantity } = useMoney();
  const cambiar = useCambiarEstado();
  const [busy, setBusy] = useState(false);
  const [cancelando, setCancelando] = useState(false);
  const [motivo, setMotivo] = useState('');
  const late = isCriticalPedido(pedido, now, threshold);
  const directo = pedido.tipo !== 'mesa';
  const cobrable = directo && pedido.ventaId === null && pedido.estado !== 'cancelado';
  const editable = directo && pedido.ventaId === null && pedido.estado === 'pendiente';
  const next = nextPedidoEstado(pedido.estado);
  const back = previousPedidoEstado(pedido.estado);
  const run = async (fn: () => Promise<boolean>) => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      as="article"
      borderWidth="2px"
      borderColor={late ? 'red.solid' : 'border'}
      bg={late ? 'red.subtle' : 'bg.panel'}
      borderRadius="lg"
      p={3}
      data-testid="pedido-card"
      data-pedido={pedido.numero}
      data-late={late ? 'true' : 'false'}
      aria-label={`${t('pedidos.numero', { numero: pedido.numero })} ${t(`pedidos.estados.${pedido.estado}`)}`}
    >
      <Stack gap={2}>
        <HStack justify="space-between" align="start">
          <Text fontWeight="bold" fontSize="lg">
            {t('pedidos.numero', { numero: pedido.numero })}
          </Text>
          <HStack gap={1}>
            {late && (
              <Badge colorPalette="red" variant="solid" data-testid="pedido-atrasado">
                {t('pedidos.atrasado')}
              </Badge>
            )}
            <Text fontSize="sm" color={late ? 'red.fg' : 'fg.muted'} data-testid="pedido-edad">
              {t('pedidos.edad', { minutos: pedidoAgeMinutes(pedido.fechaCreacion, now) })}
            </Text>
          </HStack>
        </HStack>
        <PedidoOrigen pedido={pedido} />
        <Stack as="ul" gap={0} listStyleType="none">
          {pedido.items.map((i) => (
            <Text
              as="li"
              key={i.id}
              textDecoration={i.eliminado ? 'line-through' : undefined}
              color={i.eliminado ? 'fg.muted' : undefined}
              opacity={i.enEspera && !i.eliminado ? 0.5 : undefined}
              data-testid="pedido-card-item"
            >
              {quantity(i.cantidad)} × {i.nombre}
              {i.notas ? ` — ${i.notas}` : ''}
              <PedidoItemDetail item={i} />
            </Text>
          ))}
        </Stack>
        {pedido.notas && (
          <Text fontSize="sm" fontStyle="italic">
            {pedido.notas}
          </Text>
        )}
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <Text fontSize="sm" color="fg.muted">
            {t('pedidos.total')}: {amount(pedido.total)}
          </Text>
          {directo && pedido.ventaId !== null && (
            <Badge colorPalette="green" variant="solid" data-testid="pedido-cobrado">
              {t('pedidos.directo.cobrado', { venta: pedido.ventaId })}
            </Badge>
          )}
        </HStack>
        {(cobrable && onCobrar) || (editable && onEditar) ? (
          <HStack gap={2} wrap="wrap">
            {cobrable && onCobrar && (
              <Button size="sm" colorPalette="green" variant="outline" onClick={() => onCobrar(pedido)} data-testid="pedido-cobrar">
                {t('pedidos.directo.cobrar')}
              </Button>
            )}
            {editable && onEditar && (
              <Button size="sm" variant="outline" onClick={() => onEditar(pedido)} data-testid="pedido-editar">
                {t('pedidos.directo.editar')}
              </Button>
            )}
          </HStack>
        ) : null}
        {next && (
          <Button size="sm" colorPalette="primary" disabled={busy} onClick={() => void run(() => cambiar(pedido, next))} data-testid="pedido-avanzar">
            {t(`pedidos.avanzar.${pedido.estado as 'pendiente' | 'preparacion' | 'listo'}`)}
          </Button>
        )}
        <HStack gap={2} wrap="wrap">
          {back && (
            <Button size="xs" variant="outline" disabled={busy} onClick={() => void run(() => cambiar(pedido, back))}>
              {t('pedidos.volver', { estado: t(`pedidos.estados.${back}`) })}
            </Button>
          )}
          {(pedido.estado === 'pendiente' || pedido.estado === 'preparacion') && !cancelando && (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setCancelando(true)}>
              {t('pedidos.cancelar')}
            </Button>
          )}
        </HStack>
        {cancelando && (
          <Stack gap={2}>
            <Input
              size="sm"
              aria-label={t('pedidos.motivoCancelacion')}
              placeholder={t('pedidos.motivoCancelacion')}
              maxLength={200}
              value={motivo}
              onChange={(e) => setMotivo(e.target.value)}
            />
            <HStack>
              <Button size="xs" colorPalette="red" disabled={busy} onClick={() => void run(() => cambiar(pedido, 'cancelado', motivo.trim() || undefined))}>
                {t('pedidos.confirmarCancelacion')}
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setCancelando(false)}>
                {t('pedidos.cerrar')}
              </Button>
            </HStack>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
