import { Box } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { MENU_CLASES, type ReporteIngenieriaMenu } from '@resto/shared/contracts';
import { formatCompact } from '@resto/shared/format';
import { useMoney } from '@resto/shared/sales-ui';
import { useTranslation } from 'react-i18next';

export const CLASE_COLOR = { estrella: '#2f855a', caballo: '#2b6cb0', rompecabezas: '#c05621', perro: '#c53030' } as const;

/**
 * Popularity (share of units, x) against unit margin (y), a point per dish coloured by its class,
 * with the two lines that make the four quadrants: 70 % of an equal share, and the average margin.
 * Drawn with nivo's line chart without lines (a scatter), so no other chart package is needed.
 */
export function MenuScatterChart({ data }: { data: ReporteIngenieriaMenu }) {
  const { t } = useTranslation();
  const { amount, locale, percent } = useMoney();
  const series = MENU_CLASES.map((clase) => ({
    id: t(`reportes.ingenieria.clases.${clase}`),
    clase,
    data: data.items.filter((i) => i.clase === clase).map((i) => ({ x: i.popularidadPorcentaje, y: i.margenUnitario, nombre: i.nombre })),
  })).filter((s) => s.data.length > 0);
  return (
    <ResponsiveLine
      role="presentation"
      data={series}
      margin={{ top: 16, right: 24, bottom: 40, left: 60 }}
      xScale={{ type: 'linear', min: 0, max: 'auto' }}
      yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      colors={series.map((s) => CLASE_COLOR[s.clase])}
      lineWidth={0}
      pointSize={10}
      pointBorderWidth={1}
      pointBorderColor={{ from: 'color', modifiers: [['darker', 0.6]] }}
      useMesh
      theme={{ text: { fontSize: 11 }, axis: { ticks: { text: { fontSize: 10 } } } }}
      axisBottom={{ tickValues: 5, format: (v: number) => percent(v), legend: t('reportes.ingenieria.ejeX'), legendPosition: 'middle', legendOffset: 32 }}
      axisLeft={{ tickValues: 5, format: (v: number) => formatCompact(v, locale) }}
      markers={[
        { axis: 'x', value: data.totales.umbralPopularidad, lineStyle: { stroke: '#718096', strokeDasharray: '4 4', strokeWidth: 1 } },
        { axis: 'y', value: data.totales.margenPromedio, lineStyle: { stroke: '#718096', strokeDasharray: '4 4', strokeWidth: 1 } },
      ]}
      tooltip={({ point }) => (
        <Box bg="bg.panel" px={2} py={1} borderWidth="1px" borderRadius="sm" fontSize="xs">
          {(point.data as { nombre?: string }).nombre}: {percent(Number(point.data.x))}, {amount(Number(point.data.y))}
        </Box>
      )}
    />
  );
}
