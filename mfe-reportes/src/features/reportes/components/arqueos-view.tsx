import { Badge, Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReporteArqueos } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';
import { usePermission } from '@resto/shared/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExplicacionArqueoView } from './explicacion-arqueo';
import { KpiCard } from './kpi-card';
import { Section } from './report-section';
import { SimpleTable } from './simple-table';

export function ArqueosView({ data }: { data: ReporteArqueos }) {
  const { t } = useTranslation();
  const canExplain = usePermission('caja.abrir-cerrar');
  const [explaining, setExplaining] = useState<number | null>(null);
  const { amount, date } = useMoney();
  const maybe = (v: number | null) => (v === null ? '—' : amount(v));
  return (
    <Stack gap={4} data-testid="reporte-arqueos">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={3}>
        <KpiCard label={t('reportes.tabs.arqueos')} value={String(data.totales.arqueos)} testId="kpi-arqueos" />
        <KpiCard label={t('reportes.col.esperado')} value={amount(data.totales.esperado)} testId="kpi-esperado" />
        <KpiCard label={t('reportes.col.contado')} value={amount(data.totales.contado)} testId="kpi-contado" />
        <KpiCard
          label={t('reportes.kpi.diferencia')}
          value={amount(data.totales.diferencia)}
          tone={data.totales.diferencia === 0 ? 'ok' : 'bad'}
          help={data.totales.diferencia === 0 ? '✓' : undefined}
          testId="kpi-diferencia"
        />
      </SimpleGrid>
      <Section title={t('reportes.secciones.arqueos')}>
        <SimpleTable
          testId="tabla-arqueos"
          rows={data.items}
          rowKey={(r) => r.id}
          columns={[
            { key: 'fecha', label: t('reportes.col.fecha'), render: (r) => date(r.fecha) },
            {
              key: 'estado',
              label: t('reportes.col.estado'),
              render: (r) => <Badge colorPalette={r.estado === 'abierto' ? 'green' : 'gray'}>{t(`reportes.estado.${r.estado}`)}</Badge>,
            },
            { key: 'usuario', label: t('reportes.col.usuario'), render: (r) => r.usuarioCierre ?? r.usuarioApertura },
            { key: 'ventas', label: t('reportes.col.ventas'), numeric: true, render: (r) => amount(r.totalVentas) },
            { key: 'inicial', label: t('reportes.col.inicial'), numeric: true, render: (r) => amount(r.montoInicial) },
            { key: 'esperado', label: t('reportes.col.esperado'), numeric: true, render: (r) => maybe(r.esperado) },
            { key: 'contado', label: t('reportes.col.contado'), numeric: true, render: (r) => maybe(r.contado) },
            {
              key: 'diferencia',
              label: t('reportes.col.diferencia'),
              numeric: true,
              render: (r) => (
                <HStack gap={1} justify="end">
                  <Badge colorPalette={r.diferencia === null ? 'gray' : r.diferencia === 0 ? 'green' : 'red'} variant="subtle">
                    {maybe(r.diferencia)}
                  </Badge>
                  {canExplain && r.estado === 'cerrado' && r.diferencia !== null && r.diferencia !== 0 && (
                    <Button size="2xs" variant="outline" onClick={() => setExplaining(explaining === r.id ? null : r.id)} data-testid={`explicar-${r.id}`}>
                      {t('reportes.explicacion.boton')}
                    </Button>
                  )}
                </HStack>
              ),
            },
          ]}
          footer={['', '', '', '', t('reportes.col.total'), amount(data.totales.esperado), amount(data.totales.contado), amount(data.totales.diferencia)]}
        />
      </Section>
      {explaining !== null && <ExplicacionArqueoView arqueoId={explaining} />}
    </Stack>
  );
}
