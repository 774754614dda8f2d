import { Alert, Badge, Button, Field, HStack, IconButton, Input, NativeSelect, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { categoriaBodySchema, type Categoria, type Subcategoria } from '@resto/shared/contracts';
import { newClientMutationId, type ApiResult, saveFailureMessage } from '@resto/shared/api-client';
import { AppDialog, textMaxLength, useValidationText } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { createCategoria, createSubcategoria, deleteCategoria, deleteSubcategoria, updateCategoria, updateSubcategoria, useCategorias, useSubcategorias } from '../api/categorias';
import { categoriasKeys, productosKeys } from '../api/query-keys';

const nombreSchema = z.object({ nombre: categoriaBodySchema.shape.nombre });
type NombreForm = z.input<typeof nombreSchema>;
const NOMBRE_MAX = textMaxLength(categoriaBodySchema.shape.nombre);

export interface CategoriasDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Categories and subcategories of the catalogue: list, create, rename and delete. */
export function CategoriasDialog({ open, onClose }: CategoriasDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t('productos.categorias.titulo')} size="lg" testId="categorias-dialog">
      <Tabs.Root defaultValue="categorias" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="categorias">{t('productos.categorias.categorias')}</Tabs.Trigger>
          <Tabs.Trigger value="subcategorias">{t('productos.categorias.subcategorias')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="categorias">
          <CategoriasPanel />
        </Tabs.Content>
        <Tabs.Content value="subcategorias">
          <SubcategoriasPanel />
        </Tabs.Content>
      </Tabs.Root>
    </AppDialog>
  );
}

/** Runs a category write: success shows its message and refreshes; a refusal stays on screen. */
function useCategoriaWrite() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (run: () => Promise<ApiResult<unknown>>) => run(),
    onSuccess: (result) => {
      if (result.success) {
        setRefusal(null);
        if (result.message) notify({ severity: 'success', message: result.message });
        void client.invalidateQueries({ queryKey: categoriasKeys.all });
        void client.invalidateQueries({ queryKey: productosKeys.all });
      } else {
        setRefusal(saveFailureMessage(result, t('productos.categorias.errorGuardar')));
      }
    },
  });
  return { run: (fn: () => Promise<ApiResult<unknown>>) => mutation.mutateAsync(fn), busy: mutation.isPending, refusal, clear: () => setRefusal(null) };
}

function NombreInput({
  label,
  onSubmit,
  busy,
  defaultValue = '',
  submitLabel,
  testId,
}: {
  label: string;
  onSubmit: (nombre: string) => Promise<boolean>;
  busy: boolean;
  defaultValue?: string;
  submitLabel: string;
  testId: string;
}) {
  const errorText = useValidationText();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NombreForm, unknown, z.output<typeof nombreSchema>>({ resolver: zodResolver(nombreSchema), defaultValues: { nombre: defaultValue } });
  const submit = handleSubmit(async ({ nombre }) => {
    if ((await onSubmit(nombre)) && !defaultValue) reset({ nombre: '' });
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid={testId}>
      <HStack align="start" gap={2}>
        <Field.Root invalid={!!errors.nombre} flex="1">
          <Field.Label srOnly={!!defaultValue}>{label}</Field.Label>
          <Input size="sm" autoComplete="off" maxLength={NOMBRE_MAX} aria-label={label} {...register('nombre')} />
          <Field.ErrorText>{errorText(errors.nombre)}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="primary" loading={busy} alignSelf={defaultValue ? 'start' : 'end'}>
          {submitLabel}
        </Button>
      </HStack>
    </form>
  );
}

/** Rename and delete of a row; delete asks once more before calling the api. */
function RowActions({ nombre, renaming, onRename, onDelete, busy }: { nombre: string; renaming: boolean; onRename: () => void; onDelete: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <HStack gap={1} justify="flex-end">
        <Button size="xs" variant="outline" onClick={() => setConfirming(false)}>
          {t('common.cancelar')}
        </Button>
        <Button
          size="xs"
          colorPalette="red"
          loading={busy}
          onClick={() => {
            setConfirming(false);
            onDelete();
          }}
          data-testid="confirmar-eliminar-categoria"
        >
          {t('productos.lista.eliminar')}
        </Button>
      </HStack>
    );
  }
  return (
    <HStack gap={1} justify="flex-end">
      <Button size="xs" variant="outline" onClick={onRename}>
        {renaming ? t('common.cancelar') : t('productos.categorias.renombrar')}
      </Button>
      <IconButton size="xs" variant="outline" colorPalette="red" aria-label={t('productos.categorias.eliminarNombre', { nombre })} onClick={() => setConfirming(true)}>
        ✕
      </IconButton>
    </HStack>
  );
}

function Refusal({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert.Root status="error" data-testid="categorias-error">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

function CategoriasPanel() {
  const { t } = useTranslation();
  const categorias = useCategorias();
  const write = useCategoriaWrite();
  const [renaming, setRenaming] = useState<number | null>(null);
  const body = (c: Categoria | null, nombre: string) => ({
    nombre,
    descripcion: c?.descripcion ?? '',
    tipo: c?.tipo ?? '',
    orden: c?.orden ?? 0,
    clientMutationId: newClientMutationId(),
  });
  const save = async (c: Categoria | null, nombre: string) => {
    const result = await write.run(() => (c ? updateCategoria(c.id, body(c, nombre)) : createCategoria(body(null, nombre))));
    if (result.success) setRenaming(null);
    return result.success;
  };
  return (
    <Stack gap={3}>
      <NombreInput
        label={t('productos.categorias.nueva')}
        submitLabel={t('productos.categorias.agregar')}
        busy={write.busy}
        onSubmit={(nombre) => save(null, nombre)}
        testId="nueva-categoria"
      />
      <Refusal text={write.refusal} />
      {categorias.data && categorias.data.length === 0 && <Text color="fg.muted">{t('productos.categorias.sinCategorias')}</Text>}
      {categorias.data && categorias.data.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('productos.categorias.categorias')}>
          <Table.Root size="sm" data-testid="categorias-table">
            <Table.Body>
              {categorias.data.map((c) => (
                <Table.Row key={c.id} data-testid="categoria-row">
                  <Table.Cell>
                    {renaming === c.id ? (
                      <NombreInput
                        label={t('productos.categorias.renombrar')}
                        submitLabel={t('common.guardar')}
                        busy={write.busy}
                        defaultValue={c.nombre}
                        onSubmit={(nombre) => save(c, nombre)}
                        testId="renombrar-categoria"
                      />
                    ) : (
                      <Text>{c.nombre}</Text>
                    )}
                  </Table.Cell>
                  <Table.Cell w="8rem">
                    <Badge colorPalette="gray">{t('productos.categorias.productos', { count: c.cantidadProductos })}</Badge>
                  </Table.Cell>
                  <Table.Cell w="12rem">
                    <RowActions
                      nombre={c.nombre}
                      renaming={renaming === c.id}
                      busy={write.busy}
                      onRename={() => setRenaming(renaming === c.id ? null : c.id)}
                      onDelete={() => void write.run(() => deleteCategoria(c.id, newClientMutationId()))}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

function SubcategoriasPanel() {
  const { t } = useTranslation();
  const categorias = useCategorias();
  const subcategorias = useSubcategorias();
  const write = useCategoriaWrite();
  const [categoriaId, setCategoriaId] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const selected = categoriaId ?? categorias.data?.[0]?.id ?? null;
  const items = (subcategorias.data ?? []).filter((s) => s.categoriaId === selected);
  const save = async (s: Subcategoria | null, nombre: string) => {
    if (selected === null) return false;
    const body = { categoriaId: s?.categoriaId ?? selected, nombre, descripcion: s?.descripcion ?? '', clientMutationId: newClientMutationId() };
    const result = await write.run(() => (s ? updateSubcategoria(s.id, body) : createSubcategoria(body)));
    if (result.success) setRenaming(null);
    return result.success;
  };
  return (
    <Stack gap={3}>
      <Field.Root>
        <Field.Label>{t('productos.campos.categoria')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={selected ?? ''} onChange={(e) => setCategoriaId(Number(e.target.value))} data-testid="subcategorias-categoria">
            {(categorias.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.nombre}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {selected !== null && (
        <NombreInput
          label={t('productos.categorias.nuevaSub')}
          submitLabel={t('productos.categorias.agregar')}
          busy={write.busy}
          onSubmit={(nombre) => save(null, nombre)}
          testId="nueva-subcategoria"
        />
      )}
      <Refusal text={write.refusal} />
      {subcategorias.data && items.length === 0 && <Text color="fg.muted">{t('productos.categorias.sinSubcategorias')}</Text>}
      {items.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('productos.categorias.subcategorias')}>
          <Table.Root size="sm" data-testid="subcategorias-table">
            <Table.Body>
              {items.map((s) => (
                <Table.Row key={s.id} data-testid="subcategoria-row">
                  <Table.Cell>
                    {renaming === s.id ? (
                      <NombreInput
                        label={t('productos.categorias.renombrar')}
                        submitLabel={t('common.guardar')}
                        busy={write.busy}
                        defaultValue={s.nombre}
                        onSubmit={(nombre) => save(s, nombre)}
                        testId="renombrar-subcategoria"
                      />
                    ) : (
                      <Text>{s.nombre}</Text>
                    )}
                  </Table.Cell>
                  <Table.Cell w="8rem">
                    <Badge colorPalette="gray">{t('productos.categorias.productos', { count: s.cantidadProductos })}</Badge>
                  </Table.Cell>
                  <Table.Cell w="12rem">
                    <RowActions
                      nombre={s.nombre}
                      renaming={renaming === s.id}
                      busy={write.busy}
                      onRename={() => setRenaming(renaming === s.id ? null : s.id)}
                      onDelete={() => void write.run(() => deleteSubcategoria(s.id, newClientMutationId()))}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
