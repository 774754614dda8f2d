import { Box, Button, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Insumo, Inventario } from '@resto/shared/contracts';
import { queryFailure } from '@resto/shared/query';
import { RequirePagePermission } from '@resto/shared/sales-ui';
import { useCan } from '@resto/shared/session';
import { LoadingOverlay, notify, PageTitle } from '@resto/shared/ui';
import { useTodosLosInsumos } from '../features/insumos/api/insumos-api';
import { ConteoForm } from '../features/insumos/components/conteo-form';
import { InventarioDetalle } from '../features/insumos/components/inventario-detalle';
import { InventariosHistorial } from '../features/insumos/components/inventarios-historial';

type Paso = { paso: 'inicio' } | { paso: 'contando'; insumos: Insumo[] } | { paso: 'resultado'; inventario: Inventario };

const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * /inventario: a physical count of the ingredients that control stock (all the active ones, or
 * those whose name matches), the quantities typed, and what it found: each line's difference
 * against what the sales, purchases and waste say, in quantity and (with productos.costos) money.
 * Below, the past counts.
 */
export default function InventarioPage() {
  return (
    <RequirePagePermission permission="productos.editar" titleKey="routes.inventario">
      <InventarioScreen />
    </RequirePagePermission>
  );
}

function InventarioScreen() {
  const { t } = useTranslation();
  const costos = useCan()('productos.costos');
  const insumos = useTodosLosInsumos();
  const { error } = queryFailure(insumos.error);
  const [filtro, setFiltro] = useState('');
  const [paso, setPaso] = useState<Paso>({ paso: 'inicio' });
  const contables = (insumos.data ?? []).filter((i) => i.activo && i.controlaStock && normalizar(i.nombre).includes(normalizar(filtro.trim())));

  return (
    <Box data-testid="inventario-page">
      <PageTitle titleKey="routes.inventario" />
      <Stack gap={6}>
        {paso.paso === 'inicio' && (
          <Stack gap={3} position="relative" data-testid="conteo-inicio">
            <LoadingOverlay active={insumos.isFetching && !insumos.data} />
            {error !== null && (
              <Text color="fg.error" role="alert">
                {t('insumos.lista.errorCargar')}
                {error ? `: ${error}` : ''}
              </Text>
            )}
            <Text color="fg.muted">{t('insumos.inventario.descripcion')}</Text>
            <HStack gap={3} wrap="wrap">
              <Input
                type="search"
                maxW="24rem"
                placeholder={t('insumos.inventario.filtrar')}
                aria-label={t('insumos.inventario.filtrar')}
                value={filtro}
                onChange={(e) => setFiltro(e.target.value)}
                data-testid="conteo-filtro"
              />
              <Button colorPalette="primary" disabled={contables.length === 0} onClick={() => setPaso({ paso: 'contando', insumos: contables })} data-testid="empezar-conteo">
                {t('insumos.inventario.empezar', { count: contables.length })}
              </Button>
            </HStack>
          </Stack>
        )}
        {paso.paso === 'contando' && (
          <ConteoForm
            insumos={paso.insumos}
            onCancel={() => setPaso({ paso: 'inicio' })}
            onSaved={(inventario) => {
              notify({ severity: 'success', message: t('insumos.inventario.guardado') });
              setPaso({ paso: 'resultado', inventario });
            }}
          />
        )}
        {paso.paso === 'resultado' && (
          <Stack gap={3}>
            <Text fontWeight="semibold">{t('insumos.inventario.resultado')}</Text>
            <InventarioDetalle inventario={paso.inventario} costos={costos} />
            <Button alignSelf="flex-start" variant="outline" onClick={() => setPaso({ paso: 'inicio' })} data-testid="nuevo-conteo">
              {t('insumos.inventario.nuevo')}
            </Button>
          </Stack>
        )}
        <Separator />
        <InventariosHistorial costos={costos} />
      </Stack>
    </Box>
  );
}
