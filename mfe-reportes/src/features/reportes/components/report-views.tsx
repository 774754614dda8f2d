import { Badge, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReporteClientes, ReporteFinanciero, ReporteProductos, ReporteVentas } from '@resto/shared/contracts';
import { formatDateTime } from '@resto/shared/format';
import { useMoney } from '@resto/shared/sales-ui';
import { useTranslation } from 'react-i18next';
import { ChartCard, IncomeExpenseChart, SalesByDayChart, SalesByHourChart, ShareChart } from './charts';
import { KpiCard } from './kpi-card';
import { Section } from './report-section';
import { SimpleTable } from './simple-table';
import { useKpi } from './use-kpi';

export function VentasView({ data, columns = 2 }: { data: ReporteVentas; columns?: number }) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  const kpi = useKpi();
  const tot = data.totales;
  return (
    <Stack gap={4} data-testid="reporte-ventas">
      <SimpleGrid columns={columns === 1 ? 2 : { base: 1, sm: 2, lg: 4 }} gap={3}>
        <KpiCard label={t('reportes.kpi.total')} {...kpi(tot.total)} help={`${tot.ventas} ${t('reportes.kpi.tickets').toLowerCase()}`} testId="kpi-total" />
        <KpiCard label={t('reportes.kpi.ticketPromedio')} {...kpi(tot.ticketPromedio)} testId="kpi-ticket" />
        <KpiCard label={t('reportes.kpi.descuentos')} {...kpi(tot.descuentos)} testId="kpi-descuentos" />
        <KpiCard
          label={t('reportes.kpi.anuladas')}
          value={String(tot.anuladas)}
          help={amount(tot.totalAnuladas)}
          tone={tot.anuladas > 0 ? 'warn' : undefined}
          testId="kpi-anuladas"
        />
      </SimpleGrid>
      {/* Sales of days whose Z was issued stay in those days; their voids count here, already in the total. */}
      {data.anulacionesDiasCerrados.ventas > 0 && (
        <Text data-testid="anulaciones-dias-cerrados">
          {t('reportes.kpi.anulacionesDiasCerrados', { count: data.anulacionesDiasCerrados.ventas, total: amount(data.anulacionesDiasCerrados.total) })}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, lg: columns }} gap={3}>
        <ChartCard title={t('reportes.graficos.porDia')} testId="grafico-dia" empty={tot.ventas === 0}>
          <SalesByDayChart rows={data.porDia} />
        </ChartCard>
        <ChartCard title={t('reportes.graficos.porHora')} testId="grafico-hora" empty={tot.ventas === 0}>
          <SalesByHourChart rows={data.porHora} />
        </ChartCard>
        <ChartCard title={t('reportes.graficos.medios')} testId="grafico-medios" empty={tot.ventas === 0}>
          <ShareChart rows={data.porMedio.map((m) => ({ id: String(m.medioPagoId), label: m.medio, value: m.montoLocal }))} />
        </ChartCard>
        <Section title={t('reportes.secciones.porMedio')}>
          <SimpleTable
            testId="tabla-medios"
            rows={data.porMedio}
            rowKey={(r) => r.medioPagoId}
            columns={[
              { key: 'medio', label: t('reportes.col.medio'), render: (r) => r.medio },
              { key: 'pagos', label: t('reportes.col.pagos'), numeric: true, render: (r) => r.pagos },
              { key: 'monto', label: t('reportes.col.montoLocal'), numeric: true, render: (r) => amount(r.montoLocal) },
            ]}
          />
        </Section>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: columns }} gap={3}>
        <Section title={t('reportes.secciones.porMoneda')}>
          <SimpleTable
            testId="tabla-monedas"
            rows={data.porMoneda}
            rowKey={(r) => r.moneda}
            columns={[
              { key: 'moneda', label: t('reportes.col.moneda'), render: (r) => r.moneda },
              { key: 'monto', label: t('reportes.col.monto'), numeric: true, render: (r) => amount(r.monto, r.moneda) },
              { key: 'local', label: t('reportes.col.montoLocal'), numeric: true, render: (r) => amount(r.montoLocal) },
            ]}
          />
        </Section>
        <Section title={t('reportes.secciones.porUsuario')}>
          <SimpleTable
            testId="tabla-usuarios"
            rows={data.porUsuario}
            rowKey={(r) => r.usuario.id}
            columns={[
              { key: 'usuario', label: t('reportes.col.usuario'), render: (r) => r.usuario.nombre },
              { key: 'ventas', label: t('reportes.col.ventas'), numeric: true, render: (r) => r.ventas },
              { key: 'total', label: t('reportes.col.total'), numeric: true, render: (r) => amount(r.total) },
            ]}
          />
        </Section>
        <Section title={t('propinas.titulo')}>
          {/* Tips are not revenue (in no total above); shown per waiter apart. */}
          <SimpleTable
            testId="tabla-propinas"
            rows={data.propinasPorMozo}
            rowKey={(r) => r.mozo?.id ?? 0}
            columns={[
              { key: 'mozo', label: t('propinas.mozo'), render: (r) => r.mozo?.nombre ?? t('propinas.sinMozo') },
              { key: 'cantidad', label: t('propinas.cantidad'), numeric: true, render: (r) => r.cantidad },
              { key: 'total', label: t('propinas.total'), numeric: true, render: (r) => amount(r.total) },
            ]}
          />
        </Section>
        <Section title={t('reportes.secciones.porOrigen')}>
          <SimpleTable
            testId="tabla-origen"
            rows={data.porOrigen}
            rowKey={(r) => r.origen}
            columns={[
              { key: 'origen', label: t('reportes.col.origen'), render: (r) => t(`reportes.origen.${r.origen}`, { defaultValue: r.origen }) },
              { key: 'ventas', label: t('reportes.col.ventas'), numeric: true, render: (r) => r.ventas },
              { key: 'total', label: t('reportes.col.total'), numeric: true, render: (r) => amount(r.total) },
            ]}
          />
        </Section>
      </SimpleGrid>
      <Section title={t('reportes.graficos.porDia')}>
        <SimpleTable
          testId="tabla-dias"
          rows={data.porDia.filter((d) => d.ventas > 0)}
          rowKey={(r) => r.fecha}
          columns={[
            { key: 'fecha', label: t('reportes.col.fecha'), render: (r) => r.fecha.split('-').reverse().join('/') },
            { key: 'ventas', label: t('reportes.col.ventas'), numeric: true, render: (r) => r.ventas },
            { key: 'total', label: t('reportes.col.total'), numeric: true, render: (r) => amount(r.total) },
          ]}
          footer={[t('reportes.col.total'), tot.ventas, amount(tot.total)]}
        />
      </Section>
    </Stack>
  );
}

export function ProductosView({ data }: { data: ReporteProductos }) {
  const { t } = useTranslation();
  const { amount, quantity, percent } = useMoney();
  const kpi = useKpi();
  const tot = data.totales;
  const maybe = (v: number | null) => (v === null ? '—' : amount(v));
  const conCostos = tot.costo !== null;
  return (
    <Stack gap={4} data-testid="reporte-productos">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={3}>
        <KpiCard label={t('reportes.kpi.ingresos')} {...kpi(tot.ingresos)} help={`${tot.productos} ${t('reportes.tabs.productos').toLowerCase()}`} testId="kpi-ingresos" />
        <KpiCard label={t('reportes.col.cantidad')} value={quantity(tot.cantidad)} testId="kpi-cantidad" />
        {/* Costs and margins only for productos.costos: the api sends null to anyone else. */}
        {tot.costo !== null && <KpiCard label={t('reportes.kpi.costo')} {...kpi(tot.costo)} testId="kpi-costo" />}
        {tot.margen !== null && <KpiCard label={t('reportes.kpi.margen')} {...kpi(tot.margen)} testId="kpi-margen" />}
      </SimpleGrid>
      <ChartCard title={t('reportes.secciones.productos')} testId="grafico-productos" empty={data.items.length === 0}>
        <ShareChart rows={data.items.slice(0, 8).map((i) => ({ id: String(i.productoId), label: i.producto, value: i.ingresos }))} />
      </ChartCard>
      <Section title={t('reportes.secciones.productos')}>
        <SimpleTable
          testId="tabla-productos"
          rows={data.items}
          rowKey={(r) => r.productoId}
          columns={[
            { key: 'producto', label: t('reportes.col.producto'), render: (r) => r.producto },
            { key: 'categoria', label: t('reportes.col.categoria'), render: (r) => r.categoria ?? '—' },
            { key: 'cantidad', label: t('reportes.col.cantidad'), numeric: true, render: (r) => quantity(r.cantidad) },
            { key: 'ingresos', label: t('reportes.col.ingresos'), numeric: true, render: (r) => amount(r.ingresos) },
            ...(conCostos
              ? [
                  { key: 'costo', label: t('reportes.col.costo'), numeric: true, render: (r: (typeof data.items)[number]) => maybe(r.costo) },
                  { key: 'margen', label: t('reportes.col.margen'), numeric: true, render: (r: (typeof data.items)[number]) => maybe(r.margen) },
                  {
                    key: 'pct',
                    label: t('reportes.col.margenPct'),
                    numeric: true,
                    render: (r: (typeof data.items)[number]) => (r.margenPorcentaje === null ? '—' : percent(r.margenPorcentaje)),
                  },
                ]
              : []),
            { key: 'abc', label: t('reportes.col.abc'), render: (r) => <Badge colorPalette={r.abc === 'A' ? 'green' : r.abc === 'B' ? 'yellow' : 'gray'}>{r.abc}</Badge> },
          ]}
          footer={[t('reportes.col.total'), '', quantity(tot.cantidad), amount(tot.ingresos), ...(conCostos ? [maybe(tot.costo), maybe(tot.margen), ''] : []), '']}
        />
      </Section>
      {/* The modifier options sold, only for a venue that uses them. */}
      {data.modificadores && data.modificadores.length > 0 && (
        <Section title={t('reportes.secciones.modificadores')}>
          <Text fontSize="sm" color="fg.muted">
            {t('reportes.ayuda.modificadores')}
          </Text>
          <SimpleTable
            testId="tabla-modificadores"
            rows={data.modificadores}
            rowKey={(r) => `${r.productoId}|${r.grupo}|${r.opcion}`}
            columns={[
              { key: 'producto', label: t('reportes.col.producto'), render: (r) => r.producto },
              { key: 'grupo', label: t('reportes.col.grupo'), render: (r) => r.grupo },
              { key: 'opcion', label: t('reportes.col.opcion'), render: (r) => r.opcion },
              { key: 'cantidad', label: t('reportes.col.unidades'), numeric: true, render: (r) => quantity(r.cantidad) },
              { key: 'ingresos', label: t('reportes.col.ingresosOpcion'), numeric: true, render: (r) => amount(r.ingresos) },
            ]}
          />
        </Section>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={3}>
        <Section title={t('reportes.secciones.sinMovimiento')}>
          <SimpleTable
            testId="tabla-sin-movimiento"
            rows={data.sinMovimiento}
            rowKey={(r) => r.productoId}
            columns={[
              { key: 'producto', label: t('reportes.col.producto'), render: (r) => r.producto },
              { key: 'categoria', label: t('reportes.col.categoria'), render: (r) => r.categoria ?? '—' },
              { key: 'cantidad', label: t('reportes.col.cantidad'), numeric: true, render: (r) => quantity(r.cantidad) },
            ]}
          />
        </Section>
        <Section title={t('reportes.secciones.menosVendidos')}>
          <SimpleTable
            testId="tabla-menos-vendidos"
            rows={data.menosVendidos}
            rowKey={(r) => r.productoId}
            columns={[
              { key: 'producto', label: t('reportes.col.producto'), render: (r) => r.producto },
              { key: 'categoria', label: t('reportes.col.categoria'), render: (r) => r.categoria ?? '—' },
              { key: 'cantidad', label: t('reportes.col.cantidad'), numeric: true, render: (r) => quantity(r.cantidad) },
            ]}
          />
        </Section>
        <Section title={t('reportes.secciones.stockBajo')}>
          <SimpleTable
            testId="tabla-stock-bajo"
            rows={data.stockBajo}
            rowKey={(r) => r.productoId}
            columns={[
              { key: 'producto', label: t('reportes.col.producto'), render: (r) => r.producto },
              { key: 'stock', label: t('reportes.col.stockActual'), numeric: true, render: (r) => quantity(r.stockActual) },
              { key: 'minimo', label: t('reportes.col.stockMinimo'), numeric: true, render: (r) => quantity(r.stockMinimo) },
            ]}
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

export function ClientesView({ data }: { data: ReporteClientes }) {
  const { t } = useTranslation();
  const { amount, locale } = useMoney();
  const kpi = useKpi();
  const when = (iso: string) => formatDateTime(iso, { locale, seconds: false });
  return (
    <Stack gap={4} data-testid="reporte-clientes">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={3}>
        <KpiCard
          label={t('reportes.kpi.clientes')}
          value={String(data.totales.clientes)}
          help={`${data.totales.ventas} ${t('reportes.col.ventas').toLowerCase()}`}
          testId="kpi-clientes"
        />
        <KpiCard label={t('reportes.kpi.total')} {...kpi(data.totales.total)} testId="kpi-total-clientes" />
        <KpiCard label={t('reportes.kpi.saldoCuentas')} {...kpi(data.totales.saldoCuentas)} tone={data.totales.saldoCuentas > 0 ? 'warn' : undefined} testId="kpi-saldo" />
      </SimpleGrid>
      <Section title={t('reportes.secciones.topClientes')}>
        <SimpleTable
          testId="tabla-clientes"
          rows={data.top}
          rowKey={(r) => r.clienteId}
          columns={[
            { key: 'cliente', label: t('reportes.col.cliente'), render: (r) => r.cliente },
            { key: 'ventas', label: t('reportes.col.ventas'), numeric: true, render: (r) => r.ventas },
            { key: 'total', label: t('reportes.col.total'), numeric: true, render: (r) => amount(r.total) },
            { key: 'ticket', label: t('reportes.col.ticketPromedio'), numeric: true, render: (r) => amount(r.ticketPromedio) },
            { key: 'frecuencia', label: t('reportes.col.frecuencia'), numeric: true, render: (r) => (r.diasEntreCompras === null ? '—' : r.diasEntreCompras) },
            { key: 'ultima', label: t('reportes.col.ultimaCompra'), render: (r) => when(r.ultimaCompra) },
          ]}
        />
      </Section>
      <Section title={t('reportes.secciones.cuentas')}>
        <SimpleTable
          testId="tabla-cuentas"
          rows={data.cuentas}
          rowKey={(r) => r.clienteId}
          columns={[
            { key: 'cliente', label: t('reportes.col.cliente'), render: (r) => r.cliente },
            { key: 'saldo', label: t('reportes.col.saldo'), numeric: true, render: (r) => amount(r.saldo) },
            { key: 'ultimo', label: t('reportes.col.fecha'), render: (r) => when(r.ultimoMovimiento) },
          ]}
          footer={[t('reportes.col.total'), amount(data.totales.saldoCuentas), '']}
        />
      </Section>
    </Stack>
  );
}

export function FinancieroView({ data }: { data: ReporteFinanciero }) {
  const { t } = useTranslation();
  const { amount, percent } = useMoney();
  const kpi = useKpi();
  return (
    <Stack gap={4} data-testid="reporte-financiero">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap={3}>
        <KpiCard label={t('reportes.kpi.ingresos')} {...kpi(data.ingresos)} testId="kpi-fin-ingresos" />
        {data.costoMercaderia !== null && <KpiCard label={t('reportes.kpi.costo')} {...kpi(data.costoMercaderia)} testId="kpi-fin-costo" />}
        {data.margenBruto !== null && (
          <KpiCard
            label={t('reportes.kpi.margen')}
            {...kpi(data.margenBruto)}
            help={data.margenBrutoPorcentaje === null ? undefined : percent(data.margenBrutoPorcentaje)}
            testId="kpi-fin-margen"
          />
        )}
        <KpiCard label={t('reportes.kpi.gastos')} {...kpi(data.gastos)} testId="kpi-fin-gastos" />
        {data.resultado !== null && <KpiCard label={t('reportes.kpi.resultado')} {...kpi(data.resultado)} tone={data.resultado < 0 ? 'bad' : 'ok'} testId="kpi-fin-resultado" />}
      </SimpleGrid>
      <ChartCard title={t('reportes.graficos.ingresosGastos')} testId="grafico-financiero" empty={data.ingresos === 0 && data.gastos === 0}>
        <IncomeExpenseChart rows={data.porDia} />
      </ChartCard>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={3}>
        <Section title={t('reportes.secciones.gastosCategoria')}>
          <SimpleTable
            testId="tabla-gastos"
            rows={data.gastosPorCategoria}
            rowKey={(r) => r.categoria}
            columns={[
              { key: 'categoria', label: t('reportes.col.categoria'), render: (r) => r.categoria },
              { key: 'gastos', label: t('reportes.col.gastos'), numeric: true, render: (r) => r.gastos },
              { key: 'monto', label: t('reportes.col.monto'), numeric: true, render: (r) => amount(r.monto) },
            ]}
            footer={[t('reportes.col.total'), '', amount(data.gastos)]}
          />
        </Section>
        <Section title={t('reportes.secciones.flujo')}>
          <SimpleTable
            testId="tabla-flujo"
            rows={data.flujoPorMoneda}
            rowKey={(r) => r.moneda}
            columns={[
              { key: 'moneda', label: t('reportes.col.moneda'), render: (r) => r.moneda },
              { key: 'entradas', label: t('reportes.col.entradas'), numeric: true, render: (r) => amount(r.entradas, r.moneda) },
              { key: 'salidas', label: t('reportes.col.salidas'), numeric: true, render: (r) => amount(r.salidas, r.moneda) },
              { key: 'neto', label: t('reportes.col.neto'), numeric: true, render: (r) => amount(r.neto, r.moneda) },
              { key: 'local', label: t('reportes.col.netoLocal'), numeric: true, render: (r) => amount(r.netoLocal) },
            ]}
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
