import { Alert, Box, Button, Checkbox, Field, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, type Control, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { productoModificadoresInputSchema, type ModificadorGrupo, type Producto, type ProductoModificadoresInput } from '@resto/shared/contracts';
import { AppDialog, useNumberFields, useValidationText, type NumberFields } from '@resto/shared/sales-ui';
import { z } from 'zod';
import { notify } from '@resto/shared/ui';
import { getModificadores, saveModificadores } from '../api/modificadores';
import { lineasToForm, recetaLineasFormSchema, type RecetaFormTexts } from './receta-form';
import { OpcionRecetaField } from './opcion-receta-field';

/**
 * The form's schema: an option's extra price is a text read like every money field (the venue's
 * locale, the currency's own decimals: es-AR `1.500,50`), then the contract checks the rest.
 */
function modificadoresFormSchema(fields: NumberFields, texts: RecetaFormTexts) {
  // Each option's recipe lines: what it adds to the dish, or takes out of it ('quitar').
  const opcion = z.object({ id: z.number().optional(), nombre: z.string(), precioDelta: fields.amount(), activo: z.boolean(), receta: recetaLineasFormSchema(fields, texts) });
  const grupo = z.object({ id: z.number().optional(), nombre: z.string(), minimo: z.number(), maximo: z.number(), opciones: z.array(opcion) });
  const typed = z.object({ grupos: z.array(grupo), clientMutationId: z.string().nullish() });
  return typed.pipe(productoModificadoresInputSchema as unknown as z.ZodType<ProductoModificadoresInput, z.output<typeof typed>>);
}

type FormInput = z.input<ReturnType<typeof modificadoresFormSchema>>;

const nuevaOpcion = () => ({ nombre: '', precioDelta: '', activo: true, receta: [] });
const nuevoGrupo = () => ({ nombre: '', minimo: 0, maximo: 1, opciones: [nuevaOpcion()] });

function toForm(grupos: readonly ModificadorGrupo[], fields: NumberFields): FormInput {
  return {
    grupos: grupos.map((g) => ({
      id: g.id,
      nombre: g.nombre,
      minimo: g.minimo,
      maximo: g.maximo,
      opciones: g.opciones.map((o) => ({
        id: o.id,
        nombre: o.nombre,
        precioDelta: fields.amountText(o.precioDelta),
        activo: o.activo,
        receta: lineasToForm(o.receta ?? [], fields.locale),
      })),
    })),
  };
}

/**
 * A product's modifier groups ('Punto de la carne': choose exactly one; 'Extras': up to
 * three, each adding to the price), managed beside the product. The api prices every line with
 * them; an option that stays keeps its id, so lines already taken still name it.
 */
export function ModificadoresDialog({ producto, onClose }: { producto: Producto | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog open={producto !== null} onClose={onClose} title={t('productos.modificadores.titulo', { nombre: producto?.nombre ?? '' })} size="xl" testId="modificadores-dialog">
      {producto ? <ModificadoresLoader producto={producto} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function ModificadoresLoader({ producto, onClose }: { producto: Producto; onClose: () => void }) {
  const { t } = useTranslation();
  const fields = useNumberFields();
  const query = useQuery({ queryKey: ['productos', producto.id, 'modificadores'], queryFn: () => getModificadores(producto.id), gcTime: 0 });
  if (query.isPending) return <Text>{t('productos.modificadores.cargando')}</Text>;
  if (!query.data?.success || !query.data.data)
    return (
      <Alert.Root status="error">
        <Alert.Title>{query.data?.message ?? t('productos.modificadores.errorCarga')}</Alert.Title>
      </Alert.Root>
    );
  return <ModificadoresForm productoId={producto.id} initial={toForm(query.data.data.grupos, fields)} onClose={onClose} />;
}

function ModificadoresForm({ productoId, initial, onClose }: { productoId: number; initial: FormInput; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const fields = useNumberFields();
  const schema = useMemo(
    () => modificadoresFormSchema(fields, { elegirComponente: t('productos.receta.elegirComponenteError'), cantidadMayorACero: t('productos.receta.cantidadMayorACero') }),
    [fields, t],
  );
  const form = useForm<FormInput, unknown, ProductoModificadoresInput>({ resolver: zodResolver(schema), defaultValues: initial });
  const { control, register, handleSubmit, formState } = form;
  const grupos = useFieldArray({ control, name: 'grupos' });
  const save = useMutation({ mutationFn: (body: ProductoModificadoresInput) => saveModificadores(productoId, body) });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await save.mutateAsync({ ...values, clientMutationId: mutationId });
    if (result.success) {
      notify({ severity: 'success', message: t('productos.modificadores.guardados') });
      onClose();
      return;
    }
    setServerError(saveFailureMessage(result, t('productos.modificadores.errorGuardar')));
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Text color="fg.muted" fontSize="sm">
          {t('productos.modificadores.ayuda')}
        </Text>
        {grupos.fields.length === 0 ? <Text data-testid="sin-modificadores">{t('productos.modificadores.vacio')}</Text> : null}
        {grupos.fields.map((g, index) => (
          <Box key={g.id} borderWidth="1px" borderRadius="md" p={3} data-testid="grupo-form">
            <SimpleGrid columns={{ base: 1, md: 4 }} gap={3} alignItems="end">
              <Field.Root invalid={!!formState.errors.grupos?.[index]?.nombre} required gridColumn={{ md: 'span 2' }}>
                <Field.Label>{t('productos.modificadores.grupo')}</Field.Label>
                <Input autoComplete="off" maxLength={60} {...register(`grupos.${index}.nombre`)} />
                <Field.ErrorText>{errorText(formState.errors.grupos?.[index]?.nombre)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!formState.errors.grupos?.[index]?.minimo}>
                <Field.Label>{t('productos.modificadores.minimo')}</Field.Label>
                <Input type="number" min={0} {...register(`grupos.${index}.minimo`, { valueAsNumber: true })} />
                <Field.ErrorText>{errorText(formState.errors.grupos?.[index]?.minimo)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!formState.errors.grupos?.[index]?.maximo}>
                <Field.Label>{t('productos.modificadores.maximo')}</Field.Label>
                <Input type="number" min={1} {...register(`grupos.${index}.maximo`, { valueAsNumber: true })} />
                <Field.ErrorText>{errorText(formState.errors.grupos?.[index]?.maximo)}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
            <OpcionesFields control={control} register={register} errors={formState.errors} grupo={index} />
            <Button mt={2} size="xs" variant="outline" colorPalette="red" onClick={() => grupos.remove(index)}>
              {t('productos.modificadores.quitarGrupo')}
            </Button>
          </Box>
        ))}
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => grupos.append(nuevoGrupo())} data-testid="agregar-grupo">
          {t('productos.modificadores.agregarGrupo')}
        </Button>
        {serverError ? (
          <Alert.Root status="error">
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={save.isPending} data-testid="guardar-modificadores">
            {t('productos.modificadores.guardar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function OpcionesFields({
  control,
  register,
  errors,
  grupo,
}: {
  control: Control<FormInput, unknown, ProductoModificadoresInput>;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
  grupo: number;
}) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const opciones = useFieldArray({ control, name: `grupos.${grupo}.opciones` });
  return (
    <Stack gap={2} mt={3}>
      <Text fontSize="sm" fontWeight="semibold">
        {t('productos.modificadores.opciones')}
      </Text>
      {opciones.fields.map((o, index) => (
        <HStack key={o.id} gap={2} align="flex-start" wrap="wrap">
          <Field.Root invalid={!!errors.grupos?.[grupo]?.opciones?.[index]?.nombre} flex="2" minW="10rem">
            <Input
              autoComplete="off"
              maxLength={60}
              placeholder={t('productos.modificadores.opcion')}
              aria-label={t('productos.modificadores.opcion')}
              {...register(`grupos.${grupo}.opciones.${index}.nombre`)}
            />
            <Field.ErrorText>{errorText(errors.grupos?.[grupo]?.opciones?.[index]?.nombre)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.grupos?.[grupo]?.opciones?.[index]?.precioDelta} flex="1" minW="7rem">
            <Input inputMode="decimal" autoComplete="off" aria-label={t('productos.modificadores.precioDelta')} {...register(`grupos.${grupo}.opciones.${index}.precioDelta`)} />
            <Field.ErrorText>{errorText(errors.grupos?.[grupo]?.opciones?.[index]?.precioDelta)}</Field.ErrorText>
          </Field.Root>
          <Controller
            control={control}
            name={`grupos.${grupo}.opciones.${index}.activo`}
            render={({ field }) => (
              <Checkbox.Root checked={field.value !== false} onCheckedChange={(e) => field.onChange(!!e.checked)} mt={2}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('productos.modificadores.activa')}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t('productos.modificadores.quitarOpcion')}
            onClick={() => opciones.remove(index)}
            disabled={opciones.fields.length === 1}
          >
            ×
          </IconButton>
          <OpcionRecetaField control={control} errors={errors.grupos?.[grupo]?.opciones?.[index]?.receta} name={`grupos.${grupo}.opciones.${index}.receta`} />
        </HStack>
      ))}
      <Button alignSelf="flex-start" size="xs" variant="ghost" onClick={() => opciones.append(nuevaOpcion())}>
        {t('productos.modificadores.agregarOpcion')}
      </Button>
    </Stack>
  );
}
