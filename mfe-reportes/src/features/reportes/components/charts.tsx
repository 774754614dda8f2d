import { Box, Card, Heading, Text } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { ResponsivePie } from '@nivo/pie';
import { formatCompact } from '@resto/shared/format';
import { useMoney } from '@resto/shared/sales-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartCardProps {
  title: string;
  height?: number | string;
  children: ReactNode;
  testId?: string;
  empty?: boolean;
}

/** A titled card holding one chart at a fixed height (nivo's responsive charts fill their box). */
export function ChartCard({ title, height = 260, children, testId, empty }: ChartCardProps) {
  const { t } = useTranslation();
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header>
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body>
        {empty ? (
          <Text color="fg.muted">{t('reportes.graficos.sinDatos')}</Text>
        ) : (
          // The chart is one picture named by its title; nivo's own svg is only its drawing.
          <Box h={height} minW={0} role="img" aria-label={title} data-testid={testId ? `${testId}-grafico` : undefined}>
            {children}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const THEME = { text: { fontSize: 11 }, axis: { ticks: { text: { fontSize: 10 } } } };

/** Sales by the venue's day: a line with points. */
export function SalesByDayChart({ rows, compact }: { rows: readonly { fecha: string; total: number }[]; compact?: boolean }) {
  const { locale, amount, date } = useMoney();
  const every = Math.max(1, Math.ceil(rows.length / (compact ? 4 : 8)));
  return (
    <ResponsiveLine
      role="presentation"
      data={[{ id: 'total', data: rows.map((r) => ({ x: r.fecha, y: r.total })) }]}
      margin={{ top: 10, right: 16, bottom: 32, left: 52 }}
      theme={THEME}
      colors={['#dd6b20']}
      enableArea
      areaOpacity={0.12}
      pointSize={rows.length > 40 ? 0 : 6}
      useMesh
      axisBottom={{ tickValues: rows.filter((_, i) => i % every === 0).map((r) => r.fecha), format: (v: string) => date(v).slice(0, 5) }}
      axisLeft={{ tickValues: 4, format: (v: number) => formatCompact(v, locale) }}
      gridYValues={4}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      tooltip={({ point }) => (
        <Box bg="bg.panel" px={2} py={1} borderWidth="1px" borderRadius="sm" fontSize="xs">
          {date(String(point.data.x))}: {amount(Number(point.data.y))}
        </Box>
      )}
    />
  );
}

/** Sales by hour of the day (0 to 23): bars. */
export function SalesByHourChart({ rows }: { rows: readonly { hora: number; total: number; ventas: number }[] }) {
  const { locale, amount } = useMoney();
  // From the first to the last hour with sales (at least 8 to 23), so the bars are readable.
  const active = rows.filter((r) => r.ventas > 0).map((r) => r.hora);
  const from = Math.min(8, ...active);
  const to = Math.max(23, ...active);
  const data = rows.filter((r) => r.hora >= from && r.hora <= to).map((r) => ({ hora: String(r.hora).padStart(2, '0'), total: r.total }));
  return (
    <ResponsiveBar
      role="presentation"
      data={data}
      keys={['total']}
      indexBy="hora"
      margin={{ top: 10, right: 10, bottom: 28, left: 52 }}
      padding={0.25}
      theme={THEME}
      colors={['#3182ce']}
      enableLabel={false}
      axisBottom={{ tickValues: data.filter((_, i) => i % 2 === 0).map((d) => d.hora) }}
      axisLeft={{ tickValues: 4, format: (v: number) => formatCompact(v, locale) }}
      gridYValues={4}
      tooltip={({ indexValue, value }) => (
        <Box bg="bg.panel" px={2} py={1} borderWidth="1px" borderRadius="sm" fontSize="xs">
          {indexValue} h: {amount(value)}
        </Box>
      )}
    />
  );
}

/** A share of the whole: payment methods, categories. */
export function ShareChart({ rows }: { rows: readonly { id: string; label: string; value: number }[] }) {
  const { amount } = useMoney();
  return (
    <ResponsivePie
      role="presentation"
      data={rows.filter((r) => r.value > 0).map((r) => ({ ...r }))}
      margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
      innerRadius={0.55}
      padAngle={1}
      cornerRadius={3}
      colors={{ scheme: 'set2' }}
      theme={THEME}
      enableArcLinkLabels={false}
      arcLabelsSkipAngle={28}
      arcLabel={(d) => d.label as string}
      valueFormat={(v) => amount(v)}
    />
  );
}

/** Revenue and expenses side by side by day. */
export function IncomeExpenseChart({ rows }: { rows: readonly { fecha: string; ingresos: number; gastos: number }[] }) {
  const { locale, date } = useMoney();
  const { t } = useTranslation();
  const every = Math.max(1, Math.ceil(rows.length / 8));
  return (
    <ResponsiveBar
      role="presentation"
      data={rows.map((r) => ({ fecha: r.fecha, [t('reportes.kpi.ingresos')]: r.ingresos, [t('reportes.kpi.gastos')]: r.gastos }))}
      keys={[t('reportes.kpi.ingresos'), t('reportes.kpi.gastos')]}
      indexBy="fecha"
      groupMode="grouped"
      margin={{ top: 10, right: 10, bottom: 28, left: 52 }}
      padding={0.2}
      theme={THEME}
      colors={['#38a169', '#e53e3e']}
      enableLabel={false}
      axisBottom={{ tickValues: rows.filter((_, i) => i % every === 0).map((r) => r.fecha), format: (v: string) => date(v).slice(0, 5) }}
      axisLeft={{ tickValues: 4, format: (v: number) => formatCompact(v, locale) }}
      gridYValues={4}
    />
  );
}
