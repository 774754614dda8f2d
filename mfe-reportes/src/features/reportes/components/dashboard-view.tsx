import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Dashboard } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChartCard, SalesByDayChart, SalesByHourChart, ShareChart } from './charts';
import { compactMoney } from './format';
import { KpiCard } from './kpi-card';
import { SimpleTable } from './simple-table';

export type Layout = 'desktop' | 'tablet' | 'phone';

/** Each open register session (its till, who opened it, its expected cash) and, with several, their total. */
function SesionesAbiertas({ caja }: { caja: Dashboard['caja'] }) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  return (
    <Stack as="span" gap={0}>
      {caja.sesiones.map((s) => (
        <Text as="span" key={s.arqueoId} data-testid={`kpi-caja-sesion-${s.arqueoId}`}>
          {t('reportes.kpi.cajaSesion', { caja: s.caja, usuario: s.usuario, esperado: amount(s.esperado) })}
        </Text>
      ))}
      {caja.sesiones.length > 1 && (
        <Text as="span" fontWeight="semibold" data-testid="kpi-caja-total">
          {t('reportes.kpi.cajasTotal', { total: amount(caja.esperado) })}
        </Text>
      )}
    </Stack>
  );
}

/** The venue's day and month at a glance: KPI cards, charts, best sellers, links. */
export function DashboardView({ data, layout = 'desktop' }: { data: Dashboard; layout?: Layout }) {
  const { t } = useTranslation();
  const { amount, currency, locale, percent, quantity } = useMoney();
  const compact = (v: number) => compactMoney(v, currency, locale);
  const variacion = data.variacion;
  const kpiColumns = layout === 'phone' ? 2 : layout === 'tablet' ? 3 : { base: 1, sm: 2, lg: 3, xl: 6 };
  const chartColumns = layout === 'desktop' ? { base: 1, lg: 2 } : 1;
  return (
    <Stack gap={4} data-testid="dashboard">
      <SimpleGrid columns={kpiColumns} gap={3}>
        <KpiCard
          label={t('reportes.kpi.ventasHoy')}
          value={compact(data.hoy.total)}
          exact={amount(data.hoy.total)}
          tone={variacion === null ? undefined : variacion >= 0 ? 'ok' : 'bad'}
          help={
            variacion === null
              ? t('reportes.kpi.sinComparacion')
              : t('reportes.kpi.vsSemana', { variacion: `${variacion >= 0 ? '+' : ''}${percent(variacion)}`, total: compact(data.semanaPasada.total) })
          }
          testId="kpi-hoy"
        />
        <KpiCard
          label={t('reportes.kpi.tickets')}
          value={String(data.hoy.ventas)}
          help={`${t('reportes.kpi.ticketPromedio')}: ${amount(data.hoy.ticketPromedio)}`}
          testId="kpi-tickets"
        />
        <KpiCard label={t('reportes.kpi.mesas')} value={`${data.mesas.ocupadas}/${data.mesas.total}`} testId="kpi-mesas" />
        <KpiCard
          label={t('reportes.kpi.pedidos')}
          value={String(data.pedidos.enCurso)}
          tone={data.pedidos.atrasados > 0 ? 'bad' : undefined}
          help={data.pedidos.atrasados > 0 ? t('reportes.kpi.atrasados', { count: data.pedidos.atrasados, minutos: data.pedidos.alertaMinutos }) : undefined}
          testId="kpi-pedidos"
        />
        <KpiCard
          label={t('reportes.kpi.caja')}
          value={
            !data.caja.abierta
              ? t('reportes.kpi.cajaCerrada')
              : data.caja.sesiones.length > 1
                ? t('reportes.kpi.cajasAbiertas', { count: data.caja.sesiones.length })
                : t('reportes.kpi.cajaAbierta')
          }
          tone={data.caja.abierta ? 'ok' : 'warn'}
          help={data.caja.sesiones.length > 0 ? <SesionesAbiertas caja={data.caja} /> : undefined}
          testId="kpi-caja"
        />
        <KpiCard label={t('reportes.kpi.stockBajo')} value={String(data.stockBajo)} tone={data.stockBajo > 0 ? 'warn' : 'ok'} testId="kpi-stock" />
      </SimpleGrid>
      <SimpleGrid columns={chartColumns} gap={3}>
        <ChartCard title={t('reportes.graficos.ultimos30')} testId="grafico-30-dias" height={layout === 'phone' ? 180 : 260}>
          <SalesByDayChart rows={data.ultimos30} compact={layout === 'phone'} />
        </ChartCard>
        <ChartCard title={t('reportes.graficos.porHoraHoy')} testId="grafico-horas-hoy" height={layout === 'phone' ? 180 : 260} empty={data.hoy.ventas === 0}>
          <SalesByHourChart rows={data.porHoraHoy} />
        </ChartCard>
        <ChartCard title={t('reportes.graficos.mediosHoy')} testId="grafico-medios-hoy" height={layout === 'phone' ? 200 : 260} empty={data.mediosHoy.length === 0}>
          <ShareChart rows={data.mediosHoy.map((m) => ({ id: String(m.medioPagoId), label: m.medio, value: m.montoLocal }))} />
        </ChartCard>
        <Stack gap={2}>
          <Text fontWeight="semibold">{t('reportes.graficos.top')}</Text>
          <SimpleTable
            testId="tabla-top"
            rows={data.topProductos}
            rowKey={(r) => r.productoId}
            columns={[
              { key: 'producto', label: t('reportes.col.producto'), render: (r) => r.producto },
              { key: 'cantidad', label: t('reportes.col.cantidad'), numeric: true, render: (r) => quantity(r.cantidad) },
              { key: 'ingresos', label: t('reportes.col.ingresos'), numeric: true, render: (r) => amount(r.ingresos) },
            ]}
          />
        </Stack>
      </SimpleGrid>
      {layout !== 'phone' && (
        <Box>
          <HStack gap={2} wrap="wrap" data-testid="dashboard-links">
            <Button asChild size="sm" variant="outline">
              <Link to="/reportes">{t('reportes.links.reportes')}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/historial-ventas">{t('reportes.links.ventas')}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/pedidos">{t('reportes.links.pedidos')}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/arqueos">{t('reportes.links.arqueos')}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/stock">{t('reportes.links.stock')}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/resto">{t('reportes.links.mesas')}</Link>
            </Button>
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
