import { Badge, Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CODE_PAGES, CONEXIONES_IMPRESORA, ESTACIONES, impresoraBodySchema, type Estacion, type Impresora, type RutaImpresion } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import { AppDialog, useValidationText } from '@resto/shared/sales-ui';
import { ConfirmDeleteDialog, LoadingOverlay, notify, ScrollTable } from '@resto/shared/ui';
import { deleteImpresora, impresorasKeys, saveImpresora, saveRutas, testImpresora, useCategoriasQuery, useImpresorasQuery, useRutasQuery } from '../api/impresoras';
import { registerImpresorasTranslations } from '../i18n';
import { TrabajosSection } from './trabajos-section';

registerImpresorasTranslations();

/** The form as typed: the port and the backup as text, turned into the api's body on submit. */
const formSchema = z
  .object({
    nombre: z.string().trim().min(1, { error: 'El nombre es obligatorio' }).max(60),
    conexion: z.enum(CONEXIONES_IMPRESORA),
    host: z.string().trim(),
    puerto: z.string().trim(),
    anchoMm: z.enum(['80', '58']),
    codePage: z.enum(CODE_PAGES),
    estacion: z.enum(ESTACIONES),
    respaldoId: z.string(),
    leerEstado: z.boolean(),
    activa: z.boolean(),
  })
  .transform((v, ctx) => {
    const body = impresoraBodySchema.safeParse({
      nombre: v.nombre,
      conexion: v.conexion,
      host: v.conexion === 'red' ? v.host : null,
      puerto: v.conexion === 'red' && v.puerto ? Number(v.puerto) : null,
      anchoMm: Number(v.anchoMm),
      codePage: v.codePage,
      estacion: v.estacion,
      respaldoId: v.respaldoId ? Number(v.respaldoId) : null,
      leerEstado: v.leerEstado,
      activa: v.activa,
    });
    if (!body.success) {
      for (const issue of body.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
      return z.NEVER;
    }
    return body.data;
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function toForm(p: Impresora | null): FormInput {
  return {
    nombre: p?.nombre ?? '',
    conexion: p?.conexion ?? 'red',
    host: p?.host ?? '',
    puerto: String(p?.puerto ?? 9100),
    anchoMm: String(p?.anchoMm ?? 80) as '80' | '58',
    codePage: p?.codePage ?? 'cp858',
    estacion: p?.estacion ?? 'cocina',
    respaldoId: p?.respaldoId ? String(p.respaldoId) : '',
    leerEstado: p?.leerEstado ?? true,
    activa: p?.activa ?? true,
  };
}

function ImpresoraForm({ impresora, all, onCancel, onSaved }: { impresora: Impresora | null; all: Impresora[]; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: toForm(impresora) });
  const red = useWatch({ control, name: 'conexion' }) === 'red';

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await saveImpresora(impresora?.id ?? null, { ...values, clientMutationId: newClientMutationId() });
    if (result.success) {
      notify({ severity: 'success', message: t('impresorasAdmin.guardada') });
      onSaved();
    } else setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
  });

  const select = (name: 'conexion' | 'anchoMm' | 'codePage' | 'estacion' | 'respaldoId', label: string, options: { value: string; label: string }[]) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field data-testid={`impresora-${name}`} {...register(name)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{errorText(errors[name])}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="impresora-form">
      <Stack gap={3}>
        <Field.Root invalid={!!errors.nombre} required>
          <Field.Label>{t('impresorasAdmin.nombre')}</Field.Label>
          <Input autoComplete="off" data-testid="impresora-nombre" {...register('nombre')} />
          <Field.ErrorText>{errorText(errors.nombre)}</Field.ErrorText>
        </Field.Root>
        {select(
          'estacion',
          t('impresorasAdmin.estacion'),
          ESTACIONES.map((e) => ({ value: e, label: t(`impresorasAdmin.estaciones.${e}`) })),
        )}
        {select(
          'conexion',
          t('impresorasAdmin.conexion'),
          CONEXIONES_IMPRESORA.map((c) => ({ value: c, label: t(`impresorasAdmin.conexiones.${c}`) })),
        )}
        {red && (
          <HStack gap={3} align="start">
            <Field.Root invalid={!!errors.host} flex={2}>
              <Field.Label>{t('impresorasAdmin.host')}</Field.Label>
              <Input autoComplete="off" placeholder="192.168.0.50" data-testid="impresora-host" {...register('host')} />
              <Field.ErrorText>{errorText(errors.host)}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.puerto} flex={1}>
              <Field.Label>{t('impresorasAdmin.puerto')}</Field.Label>
              <Input inputMode="numeric" autoComplete="off" data-testid="impresora-puerto" {...register('puerto')} />
              <Field.ErrorText>{errorText(errors.puerto)}</Field.ErrorText>
            </Field.Root>
          </HStack>
        )}
        <HStack gap={3} align="start">
          {select(
            'anchoMm',
            t('impresorasAdmin.ancho'),
            ['80', '58'].map((mm) => ({ value: mm, label: t('impresorasAdmin.anchoMm', { mm }) })),
          )}
          {select(
            'codePage',
            t('impresorasAdmin.codePage'),
            CODE_PAGES.map((c) => ({ value: c, label: c })),
          )}
        </HStack>
        {select('respaldoId', t('impresorasAdmin.respaldo'), [
          { value: '', label: t('impresorasAdmin.sinRespaldo') },
          ...all.filter((p) => p.id !== impresora?.id).map((p) => ({ value: String(p.id), label: p.nombre })),
        ])}
        {red && (
          <Controller
            control={control}
            name="leerEstado"
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('impresorasAdmin.leerEstado')}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        )}
        <Controller
          control={control}
          name="activa"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('impresorasAdmin.activa')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {serverError && (
          <Text color="fg.error" role="alert">
            {serverError}
          </Text>
        )}
        <HStack justify="end">
          <Button variant="outline" onClick={onCancel}>
            {t('impresorasAdmin.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="impresora-guardar">
            {t('impresorasAdmin.guardar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function RutasForm({ categorias, rutas, onSaved }: { categorias: { id: number; nombre: string }[]; rutas: RutaImpresion[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const initial = Object.fromEntries(categorias.map((c) => [String(c.id), rutas.find((r) => r.categoriaId === c.id)?.estacion ?? 'cocina'])) as Record<string, Estacion>;
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<Record<string, Estacion>>({ resolver: zodResolver(z.record(z.string(), z.enum(ESTACIONES))), defaultValues: initial });
  const submit = handleSubmit(async (values) => {
    // Only the categories that do not print in the kitchen need a route.
    const list = Object.entries(values)
      .filter(([, estacion]) => estacion !== 'cocina')
      .map(([id, estacion]) => ({ categoriaId: Number(id), estacion }));
    const result = await saveRutas(list, newClientMutationId());
    if (result.success) {
      notify({ severity: 'success', message: t('impresorasAdmin.rutasGuardadas') });
      onSaved();
    } else notify({ severity: 'error', message: saveFailureMessage(result, t('admin.errorGuardar')) });
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="rutas-form">
      <Stack gap={3}>
        <Text color="fg.muted">{t('impresorasAdmin.rutasAyuda')}</Text>
        <ScrollTable label={t('impresorasAdmin.rutas')} testId="rutas-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('impresorasAdmin.categoria')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('impresorasAdmin.estacion')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {categorias.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell>{c.nombre}</Table.Cell>
                <Table.Cell>
                  <NativeSelect.Root size="sm" maxW="12rem">
                    <NativeSelect.Field aria-label={`${t('impresorasAdmin.estacion')}: ${c.nombre}`} data-testid={`ruta-${c.id}`} {...register(String(c.id))}>
                      {ESTACIONES.map((e) => (
                        <option key={e} value={e}>
                          {t(`impresorasAdmin.estaciones.${e}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
        <Button type="submit" alignSelf="start" colorPalette="primary" loading={isSubmitting} data-testid="rutas-guardar">
          {t('impresorasAdmin.guardarRutas')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Settings › printers: the venue's thermal printers (network ESC/POS or the browser's
 * print dialog), their station, paper, code page and backup, a test page, and the station each
 * product category prints at.
 */
export function ImpresorasSection() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const impresoras = useImpresorasQuery();
  const rutas = useRutasQuery();
  const categorias = useCategoriasQuery();
  const [editing, setEditing] = useState<{ impresora: Impresora | null } | null>(null);
  const [deleting, setDeleting] = useState<Impresora | null>(null);
  const [testing, setTesting] = useState<number | null>(null);
  const reload = () => void client.invalidateQueries({ queryKey: impresorasKeys.all });
  const { error } = queryFailure(impresoras.error);
  if (error !== null)
    return (
      <Text color="fg.error" role="alert">
        {t('impresorasAdmin.errorCargar')}
        {error ? `: ${error}` : ''}
      </Text>
    );
  if (!impresoras.data) return <LoadingOverlay active />;
  const list = impresoras.data;
  const nameOf = (id: number | null) => list.find((p) => p.id === id)?.nombre ?? t('impresorasAdmin.sinRespaldo');

  const probar = async (p: Impresora) => {
    setTesting(p.id);
    const result = await testImpresora(p.id);
    setTesting(null);
    notify(result.success ? { severity: 'success', message: t('impresorasAdmin.prueba') } : { severity: 'error', message: result.message ?? '' });
  };

  return (
    <Stack gap={6} data-testid="impresoras-section">
      <Text color="fg.muted">{t('impresorasAdmin.descripcion')}</Text>
      <Button alignSelf="start" colorPalette="primary" onClick={() => setEditing({ impresora: null })} data-testid="impresora-agregar">
        {t('impresorasAdmin.agregar')}
      </Button>
      {list.length === 0 ? (
        <Text data-testid="impresoras-ninguna">{t('impresorasAdmin.ninguna')}</Text>
      ) : (
        <ScrollTable label={t('impresorasAdmin.lista')} testId="impresoras-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('impresorasAdmin.nombre')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('impresorasAdmin.estacion')}</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('impresorasAdmin.conexion')}</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('impresorasAdmin.respaldo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('common.acciones')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((p) => (
              <Table.Row key={p.id} data-testid={`impresora-${p.id}`}>
                <Table.Cell>
                  {p.nombre}{' '}
                  {!p.activa && (
                    <Badge variant="subtle" colorPalette="gray">
                      {t('impresorasAdmin.inactiva')}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>{t(`impresorasAdmin.estaciones.${p.estacion}`)}</Table.Cell>
                <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                  {p.conexion === 'red' ? `${p.host ?? ''}:${p.puerto ?? 9100}` : t(`impresorasAdmin.conexiones.${p.conexion}`)} · {t('impresorasAdmin.anchoMm', { mm: p.anchoMm })}
                </Table.Cell>
                <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{nameOf(p.respaldoId)}</Table.Cell>
                <Table.Cell>
                  <HStack gap={1} wrap="wrap">
                    <Button size="xs" variant="outline" onClick={() => setEditing({ impresora: p })} aria-label={t('impresorasAdmin.editarTitulo', { nombre: p.nombre })}>
                      {t('impresorasAdmin.editar')}
                    </Button>
                    {p.conexion === 'red' && (
                      <Button size="xs" variant="outline" loading={testing === p.id} onClick={() => void probar(p)} data-testid={`impresora-probar-${p.id}`}>
                        {t('impresorasAdmin.probar')}
                      </Button>
                    )}
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(p)}>
                      {t('impresorasAdmin.eliminar')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      {categorias.data && rutas.data && categorias.data.length > 0 && (
        <RutasForm key={JSON.stringify(rutas.data)} categorias={categorias.data} rutas={rutas.data} onSaved={reload} />
      )}
      <TrabajosSection />
      <AppDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.impresora ? t('impresorasAdmin.editarTitulo', { nombre: editing.impresora.nombre }) : t('impresorasAdmin.nuevaTitulo')}
        testId="impresora-dialog"
      >
        {editing && (
          <ImpresoraForm
            impresora={editing.impresora}
            all={list}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        )}
      </AppDialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('impresorasAdmin.eliminar')}
        question={deleting ? t('impresorasAdmin.eliminarConfirmar', { nombre: deleting.nombre }) : ''}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleteImpresora(deleting!.id, newClientMutationId())}
        onDone={() => {
          setDeleting(null);
          notify({ severity: 'success', message: t('impresorasAdmin.eliminada') });
          reload();
        }}
      />
    </Stack>
  );
}
