import { Alert, Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  gananciaDesdePrecio,
  IMAGEN_MAX_BYTES,
  IMAGEN_TIPOS,
  PRECIO_O_GANANCIA_REQUERIDO,
  PRODUCTO_TIPOS,
  precioDesdeGanancia,
  productoFieldsSchema,
  STOCK_MINIMO_SUGERIDO,
  UNIDADES_MEDIDA,
  type Categoria,
  type Producto,
  type Proveedor,
  type Subcategoria,
} from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { AppDialog, DateField, ShortcutKey, textMaxLength, useHotkeys, useNumberFields, useValidationText, type NumberFields } from '@resto/shared/sales-ui';
import { usePermission } from '@resto/shared/session';
import { notify } from '@resto/shared/ui';
import { getCombo, saveCombo } from '../api/combo';
import { createProducto, removeImagen, updateProducto, uploadImagen } from '../api/save-producto';
import { comboBody, comboGruposToForm, withComboGrupos, type ComboGrupoForm } from './combo-form';
import { ComboSection } from './combo-section';
import { defaults, moneyText, PCT, QTY } from './producto-form-values';
import { IvaAlicuotaField } from './iva-alicuota-field';
import { Flags, ImagenField } from './producto-form-parts';
import { PrecioFields } from './precio-fields';
import { ProductoTabs, RecetaTab, useRecetaHandle } from './receta-tab';

const shape = productoFieldsSchema.shape;

/** `a` then the contract's `b` (zod's pipe wants the exact input type; the contract's also takes null). */
function into<A extends z.ZodType, B extends z.ZodType>(a: A, b: B) {
  return a.pipe(b as unknown as z.ZodType<z.output<B>, z.output<A>>);
}

/** Blank text is "not given" (undefined) instead of a number. */
const blankAsUndefined = z.string().transform((v) => (v.trim() === '' ? undefined : v));

/**
 * The contract's fields with money, percent and quantities typed the way the venue writes them
 * ('1.234,50'), selects as text, and the rule that a price or a profit % must be given.
 */
export function productoFormSchema(fields: NumberFields, conCosto = true) {
  // No choice is 0 for the category (the contract's 'La categoría es obligatoria'), null for the rest.
  const categoriaText = z.string().transform((v) => (v === '' ? 0 : Number(v)));
  const idText = z.string().transform((v) => (v === '' ? null : Number(v)));
  const { clientMutationId: _omit, ...rest } = shape;
  return z
    .object({
      ...rest,
      categoriaId: into(categoriaText, shape.categoriaId),
      subcategoriaId: into(idText, shape.subcategoriaId),
      proveedorId: into(idText, shape.proveedorId),
      // Without productos.costos the form shows no cost nor profit %: none is sent and the stored ones stay.
      costo: conCosto ? into(fields.amount(), shape.costo.unwrap()) : z.string().transform(() => undefined),
      porcentajeGanancia: conCosto
        ? into(blankAsUndefined.pipe(fields.number(PCT, { allowNegative: true }).optional()), shape.porcentajeGanancia)
        : z.string().transform(() => undefined),
      precio: into(blankAsUndefined.pipe(fields.amount().optional()), shape.precio),
      stockActual: into(fields.number(QTY), shape.stockActual),
      // Blank is not sent: the api takes the suggested minimum (placeholder 5).
      stockMinimo: into(blankAsUndefined.pipe(fields.number(QTY).optional()), shape.stockMinimo),
      fechaVencimiento: into(
        z.string().transform((v) => (v === '' ? null : v)),
        shape.fechaVencimiento,
      ),
      // A combo's groups, read and checked by the last step (saved apart, PUT /productos/{id}/combo).
      comboGrupos: z.array(z.custom<ComboGrupoForm>()),
    })
    .superRefine((v, ctx) => {
      if ((v.precio === null || v.precio === undefined) && (v.porcentajeGanancia === null || v.porcentajeGanancia === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['precio'], message: PRECIO_O_GANANCIA_REQUERIDO });
      }
    })
    .transform(withComboGrupos(fields));
}

export type FormInput = z.input<ReturnType<typeof productoFormSchema>>;
export type FormOutput = z.output<ReturnType<typeof productoFormSchema>>;

const TEXTS = ['nombre', 'codigoBarras', 'codigoSku', 'marca'] as const;
const maxLength = (name: (typeof TEXTS)[number] | 'descripcion') => textMaxLength(shape[name]);

export interface ProductoFormDialogProps {
  open: boolean;
  /** The product to edit, or null to create one. */
  producto: Producto | null;
  categorias: readonly Categoria[];
  subcategorias: readonly Subcategoria[];
  proveedores: readonly Proveedor[];
  onClose: () => void;
  onSaved: (producto: Producto) => void;
}

export function ProductoFormDialog({ open, producto, onClose, ...rest }: ProductoFormDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t(producto ? 'productos.form.editar' : 'productos.form.nuevo')} size="xl" testId="producto-dialog">
      <ComboLoader producto={producto} onCancel={onClose} {...rest} />
    </AppDialog>
  );
}

/** An existing combo's groups are read before its form is shown (the form starts with them). */
function ComboLoader(props: Omit<ProductoFormDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const fields = useNumberFields();
  const id = props.producto?.tipo === 'combo' ? props.producto.id : null;
  const combo = useQuery({ queryKey: ['productos', id, 'combo'], queryFn: () => getCombo(id!), enabled: id !== null, gcTime: 0 });
  if (id === null) return <ProductoForm {...props} comboGrupos={[]} />;
  if (combo.isPending) return <Text>{t('productos.combo.cargando')}</Text>;
  if (!combo.data?.success || !combo.data.data)
    return (
      <Alert.Root status="error">
        <Alert.Title>{combo.data?.message ?? t('productos.combo.errorCarga')}</Alert.Title>
      </Alert.Root>
    );
  return <ProductoForm {...props} comboGrupos={comboGruposToForm(combo.data.data.grupos, fields)} />;
}

type SaveInput = { id: number | null; body: Omit<FormOutput, 'comboGrupos'> & { clientMutationId: string }; imagen: File | null; quitarImagen: boolean };

function ProductoForm({
  producto,
  categorias,
  subcategorias,
  proveedores,
  comboGrupos,
  onCancel,
  onSaved,
}: Omit<ProductoFormDialogProps, 'open' | 'onClose'> & { onCancel: () => void; comboGrupos: ComboGrupoForm[] }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const fields = useNumberFields();
  const conCosto = usePermission('productos.costos');
  const schema = useMemo(() => productoFormSchema(fields, conCosto), [fields, conCosto]);
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const [imagen, setImagen] = useState<File | null>(null);
  const [imagenError, setImagenError] = useState<string | null>(null);
  const [quitarImagen, setQuitarImagen] = useState(false);
  const receta = useRecetaHandle();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(schema), defaultValues: defaults(producto, fields, comboGrupos) });
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const categoriaId = useWatch({ control, name: 'categoriaId' });
  const tipo = useWatch({ control, name: 'tipo' });
  const subOptions = subcategorias.filter((s) => String(s.categoriaId) === categoriaId);

  const save = useMutation({
    mutationFn: async ({ id, body, imagen: file, quitarImagen }: SaveInput) => {
      const result = id === null ? await createProducto(body) : await updateProducto(id, body);
      if (result.success && result.data && !file && quitarImagen) {
        const removed = await removeImagen(result.data.id);
        return {
          result: removed.success ? { ...result, data: { ...result.data, imagen: null } } : result,
          imagenError: removed.success ? null : (removed.message ?? t('productos.form.imagenError')),
        };
      }
      if (!result.success || !result.data || !file) return { result, imagenError: null };
      const upload = await uploadImagen(result.data.id, file);
      return {
        result: upload.success && upload.data ? { ...result, data: upload.data } : result,
        imagenError: upload.success ? null : (upload.message ?? t('productos.form.imagenError')),
      };
    },
  });

  const submit = handleSubmit(
    async ({ comboGrupos: grupos, ...values }) => {
      setServerError(null);
      if (values.tipo !== 'combo' && !(await receta.check())) return;
      const { result, imagenError: uploadError } = await save.mutateAsync({ id: producto?.id ?? null, body: { ...values, clientMutationId: mutationId }, imagen, quitarImagen });
      // A combo's groups go once the product is saved (a new one has its id only then).
      const combo = result.success && result.data && values.tipo === 'combo' ? await saveCombo(result.data.id, comboBody(grupos, newClientMutationId())) : null;
      if (combo && !combo.success) {
        setServerError(saveFailureMessage(combo, t('productos.combo.errorGuardar')));
        return;
      }
      // A dish's recipe goes once the product is saved too; a combo has none of its own.
      const recetaError = result.success && result.data && values.tipo !== 'combo' ? await receta.save(result.data.id) : null;
      if (recetaError) return setServerError(recetaError);
      if (result.success && result.data) {
        notify({ severity: 'success', message: result.message ?? t(producto ? 'productos.form.actualizado' : 'productos.form.creado') });
        if (uploadError) notify({ severity: 'warning', message: uploadError });
        onSaved(result.data);
        return;
      }
      setServerError(saveFailureMessage(result, t('productos.form.errorGuardar')));
    },
    () => receta.setTab('datos'),
  );
  useHotkeys({ 'Control+Enter': () => void submit() });

  /** Cost or profit % typed: the price follows, exact at the currency's scale. */
  const pricedFromProfit = () => {
    const costo = fields.parse(getValues('costo'), { currency: fields.currency });
    const pct = fields.parse(getValues('porcentajeGanancia'), { decimals: PCT, allowNegative: true });
    if (!costo.ok || !pct.ok || costo.value <= 0) return;
    const precio = precioDesdeGanancia(costo.value, pct.value, fields.currency);
    if (Number.isFinite(precio) && precio > 0) setValue('precio', moneyText(fields, precio), { shouldValidate: !!errors.precio });
  };
  /** Price typed: the profit % follows. */
  const profitFromPrice = () => {
    const costo = fields.parse(getValues('costo'), { currency: fields.currency });
    const precio = fields.parse(getValues('precio'), { currency: fields.currency });
    if (!costo.ok || !precio.ok || costo.value <= 0 || precio.value <= 0) return;
    const pct = gananciaDesdePrecio(costo.value, precio.value);
    if (Number.isFinite(pct)) setValue('porcentajeGanancia', fields.numberText(pct, PCT));
  };

  const pickImagen = (file: File | undefined) => {
    setImagenError(null);
    if (!file) return setImagen(null);
    if (!(IMAGEN_TIPOS as readonly string[]).includes(file.type) || file.size > IMAGEN_MAX_BYTES) {
      setImagen(null);
      setImagenError(t('productos.form.imagenInvalida'));
      return;
    }
    setImagen(file);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <ProductoTabs handle={receta} conReceta={tipo !== 'combo'} receta={<RecetaTab handle={receta} productoId={producto?.id ?? null} control={control} />}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
            {TEXTS.map((name) => (
              <Field.Root key={name} invalid={!!errors[name]} required={name === 'nombre'}>
                <Field.Label>{t(`productos.campos.${name}`)}</Field.Label>
                <Input autoComplete="off" autoFocus={name === 'nombre'} maxLength={maxLength(name)} {...register(name)} />
                <Field.ErrorText>{errorText(errors[name])}</Field.ErrorText>
              </Field.Root>
            ))}
          </SimpleGrid>
          <Field.Root invalid={!!errors.descripcion}>
            <Field.Label>{t('productos.campos.descripcion')}</Field.Label>
            <Textarea rows={2} maxLength={maxLength('descripcion')} {...register('descripcion')} />
            <Field.ErrorText>{errorText(errors.descripcion)}</Field.ErrorText>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
            <Field.Root invalid={!!errors.categoriaId} required>
              <Field.Label>{t('productos.campos.categoria')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field data-testid="form-categoria" {...register('categoriaId', { onChange: () => setValue('subcategoriaId', '') })}>
                  <option value="">{t('productos.form.elegirCategoria')}</option>
                  {categorias.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.nombre}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errorText(errors.categoriaId)}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.subcategoriaId}>
              <Field.Label>{t('productos.campos.subcategoria')}</Field.Label>
              <NativeSelect.Root disabled={subOptions.length === 0}>
                <NativeSelect.Field data-testid="form-subcategoria" {...register('subcategoriaId')}>
                  <option value="">{t('productos.form.sinSubcategoria')}</option>
                  {subOptions.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.nombre}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('productos.campos.proveedor')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field data-testid="form-proveedor" {...register('proveedorId')}>
                  <option value="">{t('productos.form.sinProveedor')}</option>
                  {proveedores.map((p) => (
                    <option key={p.id} value={String(p.id)}>
                      {p.nombre}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('productos.campos.unidadMedida')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('unidadMedida')}>
                  {UNIDADES_MEDIDA.map((u) => (
                    <option key={u} value={u}>
                      {t(`productos.unidades.${u}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <IvaAlicuotaField registration={register('ivaAlicuota')} />
          </SimpleGrid>
          <Field.Root>
            <Field.Label>{t('productos.campos.tipo')}</Field.Label>
            <NativeSelect.Root maxW="20rem">
              <NativeSelect.Field data-testid="form-tipo" {...register('tipo')}>
                {PRODUCTO_TIPOS.map((k) => (
                  <option key={k} value={k}>
                    {t(`productos.tipos.${k}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {tipo === 'combo' && <ComboSection form={form} productoId={producto?.id ?? null} />}
          <PrecioFields register={register} errors={errors} onCostoOGanancia={pricedFromProfit} onPrecio={profitFromPrice} editando={producto !== null} conCosto={conCosto} />
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap={3} alignItems="end">
            <Field.Root invalid={!!errors.stockActual}>
              <Field.Label>{t('productos.campos.stockActual')}</Field.Label>
              <Input inputMode="decimal" autoComplete="off" {...register('stockActual')} />
              <Field.ErrorText>{errorText(errors.stockActual)}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.stockMinimo}>
              <Field.Label>{t('productos.campos.stockMinimo')}</Field.Label>
              <Input inputMode="decimal" autoComplete="off" placeholder={String(STOCK_MINIMO_SUGERIDO)} {...register('stockMinimo')} />
              <Field.ErrorText>{errorText(errors.stockMinimo)}</Field.ErrorText>
            </Field.Root>
            <Controller
              control={control}
              name="fechaVencimiento"
              render={({ field }) => (
                <Box>
                  <DateField
                    label={t('productos.campos.fechaVencimiento')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    invalid={!!errors.fechaVencimiento}
                    data-testid="form-vencimiento"
                  />
                  {errors.fechaVencimiento && (
                    <Text color="fg.error" fontSize="sm">
                      {errorText(errors.fechaVencimiento)}
                    </Text>
                  )}
                </Box>
              )}
            />
          </SimpleGrid>
          <Flags form={form} />
          <ImagenField
            actual={quitarImagen ? null : (producto?.imagen?.card ?? null)}
            file={imagen}
            error={imagenError}
            onPick={pickImagen}
            onRemove={() => {
              pickImagen(undefined);
              setQuitarImagen(producto?.imagen != null);
            }}
          />
        </ProductoTabs>
        {serverError && (
          <Alert.Root status="error" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')} <ShortcutKey k="Esc" />
          </Button>
          <Button type="submit" colorPalette="primary" loading={save.isPending} data-testid="save-producto">
            {t('common.guardar')} <ShortcutKey k="Ctrl+Enter" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
