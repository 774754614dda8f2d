import { Alert, Badge, Box, Button, Grid, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { isConnectionError, newClientMutationId, type ApiResult, saveFailureMessage } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import type { Mesa } from '@resto/shared/contracts';
import { DEFAULT_ZONE, normalizeZone, zoneLabel, zonesOf } from '@resto/shared/rules';
import { ConnectionErrorScreen, LoadingOverlay, notify, PageTitle } from '@resto/shared/ui';
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inicializarMesas } from '../features/plano/api/inicializar-mesas';
import { saveMesas } from '../features/plano/api/save-mesas';
import { EditorGrid } from '../features/plano/components/editor-grid';
import { InitPlanCard } from '../features/plano/components/init-plan-card';
import { NewZoneForm } from '../features/plano/components/new-zone-form';
import { TableProperties } from '../features/plano/components/table-properties';
import { addMesa, fromMesa, isDirty, moveMesa, planProblems, removeMesa, toInput, updateMesa, type EditorMesa, type MesaPatch } from '../features/plano/plan-editor';
import { mesasKeys, useMesas } from '../features/mesas/api/use-mesas';
import { RequirePagePermission } from '@resto/shared/sales-ui';

/** /editar-mesas: the floor-plan editor; everything is saved at once with PUT /mesas/bulk. */
const editorPanelId = (zona: string) => `editor-zona-panel-${encodeURIComponent(zona)}`;
const editorTabId = (zona: string) => `editor-zona-tab-${encodeURIComponent(zona)}`;

function EditarMesasScreen() {
  const { t } = useTranslation();
  const query = useMesas();
  const failure = queryFailure(query.error);
  const client = useQueryClient();
  const reload = () => void query.refetch();
  const [original, setOriginal] = useState<EditorMesa[]>([]);
  const [mesas, setMesas] = useState<EditorMesa[]>([]);
  const [extraZonas, setExtraZonas] = useState<string[]>([]);
  const [zona, setZona] = useState<string | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A save that never got an answer is retried with its id, so the api applies it once.
  const unanswered = useRef<string | null>(null);

  const reset = (plan: readonly Mesa[]) => {
    const loaded = plan.map(fromMesa);
    setOriginal(loaded);
    setMesas(loaded);
    setExtraZonas([]);
    setSelectedKey(null);
  };

  // Each plan the api answers (first load, after saving, a refetch) becomes the one being edited.
  const [loadedPlan, setLoadedPlan] = useState<readonly Mesa[] | undefined>(undefined);
  if (query.data && query.data !== loadedPlan) {
    setLoadedPlan(query.data);
    reset(query.data);
  }

  if (failure.connectionError && !query.data) return <ConnectionErrorScreen onRetry={reload} message={failure.error ?? undefined} />;

  const zonas = [...new Set([...zonesOf(mesas), ...extraZonas])];
  if (zonas.length === 0) zonas.push(DEFAULT_ZONE);
  const current = zona !== null && zonas.includes(zona) ? zona : zonas[0]!;
  const inZone = mesas.filter((m) => m.zona === current);
  const selected = mesas.find((m) => m.key === selectedKey) ?? null;
  const problems = planProblems(mesas);
  const dirty = isDirty(original, mesas);
  const empty = query.data !== undefined && query.data.length === 0 && mesas.length === 0;

  const apply = (next: EditorMesa[], refused: string | null) => {
    const before = mesas.find((m) => m.key === selectedKey);
    const after = next.find((m) => m.key === selectedKey);
    if (refused && before && after === before) notify({ severity: 'warning', message: refused, key: 'editor-refused' });
    setMesas(next);
  };

  const add = () => {
    const { mesas: next, added } = addMesa(mesas, current);
    setMesas(next);
    setSelectedKey(added.key);
  };
  const move = (key: string, gridX: number, gridY: number) => {
    setSelectedKey(key);
    const next = moveMesa(mesas, key, gridX, gridY);
    if (next.find((m) => m.key === key) === mesas.find((m) => m.key === key)) notify({ severity: 'warning', message: t('resto.editor.celdaOcupada'), key: 'editor-refused' });
    setMesas(next);
  };
  const change = (patch: MesaPatch) => {
    if (!selected) return;
    apply(updateMesa(mesas, selected.key, patch), patch.tam ? t('resto.editor.sinLugar') : null);
    if (patch.zona !== undefined) setZona(normalizeZone(patch.zona));
  };
  const remove = (key: string) => {
    setMesas(removeMesa(mesas, key));
    if (selectedKey === key) setSelectedKey(null);
  };
  const addZona = (z: string) => {
    setExtraZonas((list) => (list.includes(z) ? list : [...list, z]));
    setZona(z);
  };

  const finish = (result: ApiResult<Mesa[]>, fallbackKey: string) => {
    if (result.success && result.data) {
      notify({ severity: 'success', message: result.message || t('resto.editor.guardado') });
      client.setQueryData(mesasKeys.list(), result.data);
      return;
    }
    notify({ severity: 'error', message: saveFailureMessage(result).trim() || t(fallbackKey), persist: true });
  };

  const save = async () => {
    if (problems.length > 0 || saving) return;
    setSaving(true);
    const id = unanswered.current ?? newClientMutationId();
    try {
      const result = await saveMesas(mesas.map(toInput), id);
      unanswered.current = isConnectionError(result) ? id : null;
      finish(result, 'resto.errores.guardarMesas');
    } catch {
      finish({ success: false }, 'resto.errores.guardarMesas');
    } finally {
      setSaving(false);
    }
  };
  const init = async (input: { cantidad: number; zona: string }) => {
    try {
      finish(await inicializarMesas(input, newClientMutationId()), 'resto.errores.inicializarPlano');
    } catch {
      finish({ success: false }, 'resto.errores.inicializarPlano');
    }
  };

  return (
    <Box position="relative" data-testid="editar-mesas-page">
      <PageTitle
        titleKey="routes.editarMesas"
        actions={
          <>
            {dirty && (
              <Badge colorPalette="orange" data-testid="sin-guardar">
                {t('resto.editor.sinGuardar')}
              </Badge>
            )}
            <Button variant="outline" disabled={!dirty || saving} onClick={() => query.data && reset(query.data)} data-testid="descartar">
              {t('resto.editor.descartar')}
            </Button>
            <Button colorPalette="primary" disabled={!dirty || problems.length > 0} loading={saving} onClick={() => void save()} data-testid="guardar-plano">
              {t('resto.editor.guardar')}
            </Button>
          </>
        }
      />
      <LoadingOverlay active={query.isFetching && !query.data} />
      <Stack gap={4}>
        {failure.error !== null && !query.data && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure.error || t('resto.errores.obtenerMesas')}</Alert.Title>
            <Button size="sm" ms="auto" onClick={reload}>
              {t('common.reintentar')}
            </Button>
          </Alert.Root>
        )}
        {empty && <InitPlanCard onInit={init} />}
        {problems.length > 0 && (
          <Alert.Root status="warning" data-testid="plano-problemas">
            <Alert.Indicator />
            <Alert.Title>
              {t(
                problems[0]!.kind === 'duplicado'
                  ? 'resto.editor.numeroRepetido'
                  : problems[0]!.kind === 'numero'
                    ? 'resto.editor.numeroInvalido'
                    : 'resto.editor.capacidadInvalida',
                {
                  numero: problems[0]!.numero,
                },
              )}
            </Alert.Title>
          </Alert.Root>
        )}
        {query.data && (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap={4} alignItems="start">
            <Stack gap={3} minW={0}>
              <HStack justify="space-between" wrap="wrap" gap={2}>
                <Tabs.Root
                  value={current}
                  onValueChange={(e) => setZona(e.value)}
                  variant="enclosed"
                  size="sm"
                  // The zone's grid below is the tab panel each tab controls.
                  ids={{ content: editorPanelId, trigger: editorTabId }}
                >
                  <Tabs.List>
                    {zonas.map((z) => (
                      <Tabs.Trigger key={z} value={z} data-testid={`editor-zona-${z}`}>
                        {zoneLabel(z)} ({mesas.filter((m) => m.zona === z).length})
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                </Tabs.Root>
                <HStack gap={2} wrap="wrap">
                  <NewZoneForm onAdd={addZona} />
                  <Button size="sm" colorPalette="primary" variant="subtle" onClick={add} data-testid="agregar-mesa">
                    {t('resto.editor.agregarMesa')}
                  </Button>
                </HStack>
              </HStack>
              <Box role="tabpanel" id={editorPanelId(current)} aria-labelledby={editorTabId(current)}>
                <EditorGrid mesas={inZone} selectedKey={selectedKey} onSelect={setSelectedKey} onMove={move} onDelete={remove} zonaLabel={zoneLabel(current)} />
              </Box>
              <Text fontSize="xs" color="fg.muted">
                {t('resto.editor.ayuda')}
              </Text>
            </Stack>
            <TableProperties
              mesa={selected}
              zonas={zonas}
              duplicated={selected !== null && problems.some((p) => p.key === selected.key && p.kind === 'duplicado')}
              onChange={change}
              onDelete={() => selected && remove(selected.key)}
            />
          </Grid>
        )}
      </Stack>
    </Box>
  );
}

/** Only for those who hold mesas.editar-plano: anyone else is told so instead of offered what the api refuses. */
export default function EditarMesasPage() {
  return (
    <RequirePagePermission permission="mesas.editar-plano" titleKey="routes.editarMesas">
      <EditarMesasScreen />
    </RequirePagePermission>
  );
}
