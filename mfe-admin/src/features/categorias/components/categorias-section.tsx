import { Alert, Badge, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { categoriaBodySchema, type Categoria } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { searchKey } from '@resto/shared/rules';
import { textMaxLength, useValidationText } from '@resto/shared/sales-ui';
import { LoadingOverlay, notify, SettingsList } from '@resto/shared/ui';
import { deleteCategoria } from '../api/delete-categoria';
import { categoriasKeys, useCategorias } from '../api/get-categorias';
import { createCategoria, updateCategoria } from '../api/save-categoria';

const formSchema = z.object({ nombre: categoriaBodySchema.shape.nombre, tipo: categoriaBodySchema.shape.tipo });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * Settings › product category types: each category with its type (kitchen, bar...),
 * which the admin sets here; categories are created, renamed and deleted here too (the api
 * refuses deleting one that still has products, and says how many).
 */
export function CategoriasSection() {
  const { t } = useTranslation();
  const query = useCategorias();
  const client = useQueryClient();
  const categorias = query.data ?? [];
  const tipos = [...new Set(categorias.flatMap((c) => (c.tipo ? [c.tipo] : [])))].sort((a, b) => a.localeCompare(b));
  const reload = () => void client.invalidateQueries({ queryKey: categoriasKeys.all });

  return (
    <SettingsList
      sectionTestId="categorias-section"
      description={t('admin.categorias.descripcion')}
      addLabel={t('admin.categorias.nueva')}
      addTestId="nueva-categoria"
      status={
        <>
          <LoadingOverlay active={query.isPending} error={query.data ? null : query.error} errorTitle={t('admin.categorias.errorCargar')} onRetry={() => void query.refetch()} />
          {query.data && categorias.length === 0 && <Text color="fg.muted">{t('admin.categorias.sinCategorias')}</Text>}
        </>
      }
      label={t('admin.secciones.categorias')}
      testId="categorias-table"
      rows={categorias}
      rowKey={(c) => c.id}
      rowTestId={(c) => `categoria-${c.id}`}
      rowName={(c) => c.nombre}
      columns={[
        { key: 'nombre', header: t('admin.categorias.nombre'), cell: (c) => c.nombre },
        {
          key: 'tipo',
          header: t('admin.categorias.tipo'),
          cell: (c) =>
            c.tipo ? (
              <Badge variant="subtle">{c.tipo}</Badge>
            ) : (
              <Text as="span" color="fg.muted">
                {t('admin.categorias.sinTipo')}
              </Text>
            ),
        },
        { key: 'productos', header: t('admin.categorias.productos'), align: 'end', cell: (c) => c.cantidadProductos },
      ]}
      formTitle={(categoria) => (categoria ? t('admin.categorias.editar') : t('admin.categorias.nueva'))}
      formTestId="categoria-dialog"
      renderForm={(categoria, { cancel, saved }) => <CategoriaForm categoria={categoria} existing={categorias} tipos={tipos} onCancel={cancel} onSaved={saved} />}
      deleteTitle={t('admin.categorias.eliminar')}
      deleteQuestion={(c) => t('admin.categorias.confirmarEliminar', { nombre: c.nombre })}
      remove={(c) => deleteCategoria(c.id, newClientMutationId())}
      onDeleted={(_c, message) => notify({ severity: 'success', message: message ?? t('admin.categorias.eliminada') })}
      onChanged={reload}
    />
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
