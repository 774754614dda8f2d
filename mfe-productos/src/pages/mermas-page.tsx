import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toIsoDate } from '@resto/shared/format';
import { queryFailure } from '@resto/shared/query';
import { addDays, isIsoDate } from '@resto/shared/rules';
import { DateField, RequirePagePermission } from '@resto/shared/sales-ui';
import { useCan } from '@resto/shared/session';
import { LoadingOverlay, PageTitle, Pager } from '@resto/shared/ui';
import { useMermas, useTodosLosInsumos, type MermasFilter } from '../features/insumos/api/insumos-api';
import { MermaDialog } from '../features/insumos/components/merma-dialog';
import { MermasTable } from '../features/insumos/components/mermas-table';

const PAGE_SIZE = 20;

/** /mermas: the waste of every ingredient in a range of days (the last 30 by default), and a new one. */
export default function MermasPage() {
  return (
    <RequirePagePermission permission="productos.editar" titleKey="routes.mermas">
      <Mermas />
    </RequirePagePermission>
  );
}

function Mermas() {
  const { t } = useTranslation();
  const costos = useCan()('productos.costos');
  const today = toIsoDate(new Date());
  const [filter, setFilter] = useState<MermasFilter>({ fechaDesde: addDays(today, -29), fechaHasta: today, page: 1, pageSize: PAGE_SIZE });
  const [nueva, setNueva] = useState(false);
  const rangoValido =
    (!filter.fechaDesde || isIsoDate(filter.fechaDesde)) &&
    (!filter.fechaHasta || isIsoDate(filter.fechaHasta)) &&
    (!filter.fechaDesde || !filter.fechaHasta || filter.fechaDesde <= filter.fechaHasta);
  const mermas = useMermas(filter, rangoValido);
  const insumos = useTodosLosInsumos();
  const { error } = queryFailure(mermas.error);
  const activos = (insumos.data ?? []).filter((i) => i.activo);

  return (
    <Box data-testid="mermas-page">
      <PageTitle
        titleKey="routes.mermas"
        actions={
          <Button colorPalette="primary" onClick={() => setNueva(true)} data-testid="nueva-merma">
            {t('insumos.mermas.nueva')}
          </Button>
        }
      />
      <Stack gap={4}>
        <HStack gap={3} align="end" wrap="wrap">
          <DateField
            label={t('insumos.mermas.desde')}
            value={filter.fechaDesde}
            onChange={(fechaDesde) => setFilter((f) => ({ ...f, fechaDesde, page: 1 }))}
            invalid={!rangoValido}
            data-testid="mermas-desde"
          />
          <DateField
            label={t('insumos.mermas.hasta')}
            value={filter.fechaHasta}
            onChange={(fechaHasta) => setFilter((f) => ({ ...f, fechaHasta, page: 1 }))}
            invalid={!rangoValido}
            data-testid="mermas-hasta"
          />
        </HStack>
        {!rangoValido && (
          <Text color="fg.error" role="alert">
            {t('insumos.mermas.rangoInvalido')}
          </Text>
        )}
        <Box position="relative" minH="6rem">
          <LoadingOverlay active={mermas.isFetching && !mermas.data} />
          {error !== null && (
            <Text color="fg.error" role="alert">
              {t('insumos.mermas.errorCargar')}
              {error ? `: ${error}` : ''}
            </Text>
          )}
          {mermas.data && rangoValido && <MermasTable mermas={mermas.data.items} insumos={insumos.data ?? []} costos={costos} />}
        </Box>
        {mermas.data && rangoValido && (
          <Pager pagina={filter.page} total={mermas.data.total} limite={PAGE_SIZE} onPage={(page) => setFilter((f) => ({ ...f, page }))} testId="mermas-pager" />
        )}
      </Stack>
      <MermaDialog open={nueva} insumo={null} insumos={activos} onClose={() => setNueva(false)} onDone={() => setNueva(false)} />
    </Box>
  );
}
