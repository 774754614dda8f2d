import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { LoadingOverlay, PageTitle } from '@resto/shared/ui';
import { useMoney } from '@resto/shared/sales-ui';
import { useTranslation } from 'react-i18next';
import { PedidoOrigen } from '../features/pedidos/components/pedido-card';
import { PedidoProgramadoForm } from '../features/pedidos/components/pedido-programado-form';
import { usePedidosLive } from '../features/pedidos/hooks/use-pedidos-live';
import { registerPedidosTranslations } from '../features/pedidos/i18n';

registerPedidosTranslations();

/** /reservas-pedidos: orders booked for later, held until their time, and the form to book one. */
export default function ReservasPedidosPage() {
  const { t, i18n } = useTranslation();
  const { amount, quantity } = useMoney();
  const pedidos = usePedidosLive({ programados: true });
  const list = pedidos.data ?? [];
  const fmt = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'br' ? 'pt-BR' : i18n.language === 'en' ? 'en-US' : 'es-AR', { dateStyle: 'short', timeStyle: 'short' });

  return (
    <Box position="relative" data-testid="reservas-pedidos-page">
      <PageTitle titleKey="routes.reservasPedidos" />
      <LoadingOverlay active={pedidos.isFetching && !pedidos.data} error={pedidos.data ? null : pedidos.error} onRetry={() => void pedidos.refetch()} />
      <Stack gap={6}>
        <Card.Root>
          <Card.Header>
            <Heading size="md">{t('pedidos.reservas.nuevo')}</Heading>
          </Card.Header>
          <Card.Body>
            <PedidoProgramadoForm />
          </Card.Body>
        </Card.Root>
        <Stack gap={3}>
          <Heading size="md">{t('pedidos.reservas.listado')}</Heading>
          {pedidos.data && list.length === 0 && <Text color="fg.muted">{t('pedidos.reservas.sinProgramados')}</Text>}
          {list.map((p) => (
            <Card.Root key={p.id} data-testid="pedido-programado" size="sm">
              <Card.Body>
                <Stack gap={1}>
                  <Text fontWeight="bold">
                    {t('pedidos.numero', { numero: p.numero })} · {p.programadoPara ? t('pedidos.reservas.sale', { cuando: fmt(p.programadoPara) }) : ''}
                  </Text>
                  <PedidoOrigen pedido={p} />
                  <Text fontSize="sm">{p.items.map((i) => `${quantity(i.cantidad)} × ${i.nombre}`).join(', ')}</Text>
                  {p.direccion && <Text fontSize="sm">{p.direccion}</Text>}
                  <Text fontSize="sm" color="fg.muted">
                    {t('pedidos.total')}: {amount(p.total)}
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
