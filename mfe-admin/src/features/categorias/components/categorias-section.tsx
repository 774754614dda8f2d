import { Alert, Badge, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { categoriaBodySchema, type Categoria } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { searchKey } from '@resto/shared/rules';
import { AppDialog, textMaxLength, useValidationText } from '@resto/shared/sales-ui';
import { ConfirmDeleteDialog, LoadingOverlay, notify, ScrollTable } from '@resto/shared/ui';
import { deleteCategoria } from '../api/delete-categoria';
import { categoriasKeys, useCategorias } from '../api/get-categorias';
import { createCategoria, updateCategoria } from '../api/save-categoria';

const formSchema = z.object({ nombre: categoriaBodySchema.shape.nombre, tipo: categoriaBodySchema.shape.tipo });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

type Editing = { categoria: Categoria | null } | null;

/**
 * Settings › product category types: each category with its type (kitchen, bar...),
 * which the admin sets here; categories are created, renamed and deleted here too (the api
 * refuses deleting one that still has products, and says how many).
 */
export function CategoriasSection() {
  const { t } = useTranslation();
  const query = useCategorias();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Categoria | null>(null);
  const categorias = query.data ?? [];
  const tipos = [...new Set(categorias.flatMap((c) => (c.tipo ? [c.tipo] : [])))].sort((a, b) => a.localeCompare(b));
  const reload = () => void client.invalidateQueries({ queryKey: categoriasKeys.all });

  return (
    <Stack gap={4} data-testid="categorias-section" position="relative">
      <HStack justify="space-between" wrap="wrap" gap={2}>
        <Text color="fg.muted">{t('admin.categorias.descripcion')}</Text>
        <Button colorPalette="primary" onClick={() => setEditing({ categoria: null })} data-testid="nueva-categoria">
          {t('admin.categorias.nueva')}
        </Button>
      </HStack>
      <LoadingOverlay active={query.isPending} error={query.data ? null : query.error} errorTitle={t('admin.categorias.errorCargar')} onRetry={() => void query.refetch()} />
      {query.data && categorias.length === 0 && <Text color="fg.muted">{t('admin.categorias.sinCategorias')}</Text>}
      {categorias.length > 0 && (
        <ScrollTable label={t('admin.secciones.categorias')} testId="categorias-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.categorias.nombre')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.categorias.tipo')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('admin.categorias.productos')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('common.acciones')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {categorias.map((c) => (
              <Table.Row key={c.id} data-testid={`categoria-${c.id}`}>
                <Table.Cell>{c.nombre}</Table.Cell>
                <Table.Cell>
                  {c.tipo ? (
                    <Badge variant="subtle">{c.tipo}</Badge>
                  ) : (
                    <Text as="span" color="fg.muted">
                      {t('admin.categorias.sinTipo')}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">{c.cantidadProductos}</Table.Cell>
                <Table.Cell>
                  <HStack gap={1}>
                    <Button size="xs" variant="outline" onClick={() => setEditing({ categoria: c })} aria-label={t('common.editarNombre', { nombre: c.nombre })}>
                      {t('common.editar')}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(c)} aria-label={t('common.eliminarNombre', { nombre: c.nombre })}>
                      {t('common.eliminar')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      <AppDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.categoria ? t('admin.categorias.editar') : t('admin.categorias.nueva')}
        testId="categoria-dialog"
      >
        {editing && (
          <CategoriaForm
            categoria={editing.categoria}
            existing={categorias}
            tipos={tipos}
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
        title={t('admin.categorias.eliminar')}
        question={deleting ? t('admin.categorias.confirmarEliminar', { nombre: deleting.nombre }) : ''}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleteCategoria(deleting!.id, newClientMutationId())}
        onDone={(message) => {
          notify({ severity: 'success', message: message ?? t('admin.categorias.eliminada') });
          setDeleting(null);
          reload();
        }}
      />
    </Stack>
  );
}

interface CategoriaFormProps {
  categoria: Categoria | null;
  existing: readonly Categoria[];
  tipos: readonly string[];
  onCancel: () => void;
  onSaved: () => void;
}

function CategoriaForm({ categoria, existing, tipos, onCancel, onSaved }: CategoriaFormProps) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { nombre: categoria?.nombre ?? '', tipo: categoria?.tipo ?? '' },
  });

  const submit = handleSubmit(async ({ nombre, tipo }) => {
    setServerError(null);
    // Not duplicated (ignoring case and accents, as the api does).
    if (existing.some((c) => c.id !== categoria?.id && searchKey(c.nombre) === searchKey(nombre))) {
      setError('nombre', { message: t('errors.CATEGORIA_DUPLICADA', { nombre }) });
      return;
    }
    const body = {
      nombre,
      tipo,
      descripcion: categoria?.descripcion ?? null,
      orden: categoria?.orden ?? 0,
      clientMutationId: mutationId,
    };
    const result = categoria ? await updateCategoria(categoria.id, body) : await createCategoria(body);
    if (result.success) {
      notify({ severity: 'success', message: result.message ?? t('admin.guardado') });
      onSaved();
    } else {
      setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Field.Root invalid={!!errors.nombre} required>
          <Field.Label>{t('admin.categorias.nombre')}</Field.Label>
          <Input autoComplete="off" autoFocus maxLength={textMaxLength(categoriaBodySchema.shape.nombre)} {...register('nombre')} />
          <Field.ErrorText>{errorText(errors.nombre)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.tipo}>
          <Field.Label>{t('admin.categorias.tipo')}</Field.Label>
          <Input list="categoria-tipos" autoComplete="off" maxLength={textMaxLength(categoriaBodySchema.shape.tipo)} {...register('tipo')} />
          <datalist id="categoria-tipos">
            {[...new Set([...tipos, t('admin.categorias.tipoCocina'), t('admin.categorias.tipoBarra')])].map((tipo) => (
              <option key={tipo} value={tipo} />
            ))}
          </datalist>
          <Field.HelperText>{t('admin.categorias.tipoAyuda')}</Field.HelperText>
          <Field.ErrorText>{errorText(errors.tipo)}</Field.ErrorText>
        </Field.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-categoria">
            {t('common.guardar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
