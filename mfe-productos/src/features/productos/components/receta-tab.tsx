import { Alert, Box, Field, HStack, Input, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useImperativeHandle, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { insumoCantidadPositivaSchema, type Insumo, type Preparacion, type ProductoReceta } from '@resto/shared/contracts';
import { foodCostBp, toMinor } from '@resto/shared/rules';
import { useMoney, useNumberFields, useValidationText } from '@resto/shared/sales-ui';
import { useGeneralConfig, usePermission } from '@resto/shared/session';
import { saveReceta, useInsumosReceta, usePreparacionesReceta, useReceta } from '../api/receta';
import type { FormInput, FormOutput } from './producto-form-dialog';
import { RecetaLineasField } from '../../insumos';
import {
  CANTIDAD_DECIMALS,
  cantidadText,
  costoPorcionEnVivo,
  costosEnVivo,
  lineaEnVivo,
  lineasBody,
  lineasToForm,
  nuevaLinea,
  recetaContexto,
  recetaLineasFormSchema,
  type RecetaLineaForm,
} from './receta-form';

/*
 * The product form's 'Receta' tab: the portions the lines yield and the lines, one portion's cost
 * computed live in the browser with the shared engine from the loaded ingredients and
 * preparations, beside the price typed in the form, the margin and the food cost. It is saved
 * with the form (PUT /productos/{id}/receta once the product is saved), as a combo's groups are.
 */

type Tab = 'datos' | 'receta';

/** What the product form asks of the tab when it is saved. */
interface RecetaControl {
  /** False when the recipe was changed and does not read. */
  validate: () => Promise<boolean>;
  /** Saves a changed recipe; the refusal's text, or null. */
  save: (productoId: number) => Promise<string | null>;
}

export interface RecetaHandle {
  tab: Tab;
  setTab: (tab: Tab) => void;
  ref: RefObject<RecetaControl | null>;
  check: () => Promise<boolean>;
  save: (productoId: number) => Promise<string | null>;
}

/** The product form's hold on its recipe tab (nothing to check nor save until the tab was opened). */
export function useRecetaHandle(): RecetaHandle {
  const [tab, setTab] = useState<Tab>('datos');
  const ref = useRef<RecetaControl | null>(null);
  return useMemo(
    () => ({
      tab,
      setTab,
      ref,
      check: async () => {
        const ok = (await ref.current?.validate()) ?? true;
        if (!ok) setTab('receta');
        return ok;
      },
      save: (productoId: number) => ref.current?.save(productoId) ?? Promise.resolve(null),
    }),
    [tab],
  );
}

/** The form's sections as tabs: 'Datos' and, for a dish that is not a combo, 'Receta'. */
export function ProductoTabs({ handle, conReceta, receta, children }: { handle: RecetaHandle; conReceta: boolean; receta: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Tabs.Root value={conReceta ? handle.tab : 'datos'} onValueChange={(e) => handle.setTab(e.value as Tab)} variant="line" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="datos">{t('productos.receta.tabDatos')}</Tabs.Trigger>
        {conReceta && (
          <Tabs.Trigger value="receta" data-testid="tab-receta">
            {t('productos.receta.titulo')}
          </Tabs.Trigger>
        )}
      </Tabs.List>
      <Tabs.Content value="datos">
        <Stack gap={4}>{children}</Stack>
      </Tabs.Content>
      {conReceta && <Tabs.Content value="receta">{receta}</Tabs.Content>}
    </Tabs.Root>
  );
}

type ProductoControl = Control<FormInput, unknown, FormOutput>;

interface RecetaTabProps {
  handle: RecetaHandle;
  /** The product, or null for one not saved yet (its recipe goes once it has an id). */
  productoId: number | null;
  /** The product form, for the price typed there. */
  control: ProductoControl;
}

/** Reads the saved recipe, the ingredients and the preparations before the tab's form starts. */
export function RecetaTab({ handle, productoId, control }: RecetaTabProps) {
  const { t } = useTranslation();
  const receta = useReceta(productoId);
  const insumos = useInsumosReceta();
  const preparaciones = usePreparacionesReceta();
  const failed = [receta.error, insumos.error, preparaciones.error].find((e) => e);
  if (failed)
    return (
      <Alert.Root status="error" data-testid="receta-error-carga">
        <Alert.Title>{failed.message || t('productos.receta.errorCarga')}</Alert.Title>
      </Alert.Root>
    );
  if ((productoId !== null && !receta.data) || !insumos.data || !preparaciones.data) return <Text>{t('productos.receta.cargando')}</Text>;
  return <RecetaEditor handle={handle} productoId={productoId} guardada={receta.data ?? null} insumos={insumos.data} preparaciones={preparaciones.data} control={control} />;
}

interface RecetaEditorProps extends RecetaTabProps {
  guardada: ProductoReceta | null;
  insumos: readonly Insumo[];
  preparaciones: readonly Preparacion[];
}

function RecetaEditor({ handle, guardada, insumos, preparaciones, control }: RecetaEditorProps) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const fields = useNumberFields();
  const { money, percentScaled, locale, currency } = useMoney();
  const conCosto = usePermission('productos.costos');
  // The venue's target food cost (the cost alerts compare each dish with it).
  const objetivo = useGeneralConfig().foodCostObjetivo ?? 30;
  const schema = useMemo(
    () =>
      z.object({
        rendimiento: fields.number(CANTIDAD_DECIMALS, { blank: null }).pipe(insumoCantidadPositivaSchema),
        lineas: recetaLineasFormSchema(fields, { elegirComponente: t('productos.receta.elegirComponenteError'), cantidadMayorACero: t('productos.receta.cantidadMayorACero') }),
      }),
    [fields, t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { rendimiento: cantidadText(guardada?.rendimiento ?? 1, locale), lineas: lineasToForm(guardada?.lineas ?? [], locale) },
  });
  const { isDirty, errors } = form.formState;

  useImperativeHandle(
    handle.ref,
    () => ({
      validate: async () => !isDirty || (await form.trigger()),
      save: async (productoId) => {
        if (!isDirty) return null;
        const parsed = schema.safeParse(form.getValues());
        if (!parsed.success) return t('productos.receta.errorGuardar');
        const result = await saveReceta(productoId, { rendimiento: parsed.data.rendimiento, lineas: lineasBody(parsed.data.lineas), clientMutationId: newClientMutationId() });
        if (!result.success) return saveFailureMessage(result, t('productos.receta.errorGuardar'));
        form.reset(form.getValues());
        return null;
      },
    }),
    [isDirty, form, schema, t],
  );

  const ctx = useMemo(() => (conCosto ? recetaContexto(insumos, preparaciones, currency) : null), [conCosto, insumos, preparaciones, currency]);
  const lineas = useWatch({ control: form.control, name: 'lineas' });
  const rendimientoText = useWatch({ control: form.control, name: 'rendimiento' });
  const precioText = useWatch({ control, name: 'precio' });
  const rendimiento = fields.parse(rendimientoText, { decimals: CANTIDAD_DECIMALS });
  const precioTyped = fields.parse(precioText ?? '', { currency });
  const precio = precioTyped.ok ? Number(precioTyped.scaled) : guardada ? toMinor(guardada.precio, currency) : null;
  const live = lineas.map((l) => lineaEnVivo(l, locale));
  const costo =
    ctx && rendimiento.ok && live.every((l) => l !== null)
      ? costoPorcionEnVivo(
          live.filter((l) => l !== null),
          rendimiento.value,
          ctx,
        )
      : null;
  const bp = costo !== null && precio !== null ? foodCostBp(costo, precio) : null;

  return (
    <Stack gap={4} data-testid="receta-tab">
      <Text color="fg.muted" fontSize="sm">
        {t(conCosto ? 'productos.receta.ayuda' : 'productos.receta.ayudaSinCostos')}
      </Text>
      <Field.Root invalid={!!errors.rendimiento} maxW="14rem" required>
        <Field.Label>{t('productos.receta.rendimiento')}</Field.Label>
        <Input inputMode="decimal" autoComplete="off" {...form.register('rendimiento')} />
        <Field.HelperText>{t('productos.receta.rendimientoAyuda')}</Field.HelperText>
        <Field.ErrorText>{errorText(errors.rendimiento)}</Field.ErrorText>
      </Field.Root>
      <Controller
        control={form.control}
        name="lineas"
        render={({ field }) => (
          <RecetaLineasField
            lineas={field.value}
            onChange={(next: RecetaLineaForm[]) => field.onChange(next)}
            nueva={nuevaLinea}
            errors={errors.lineas}
            insumos={insumos}
            preparaciones={preparaciones}
            costos={costosEnVivo(field.value, locale, ctx)}
          />
        )}
      />
      {ctx && (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap={3} borderWidth="1px" borderRadius="md" p={3} data-testid="receta-resumen">
          <Resumen label={t('productos.receta.costoPorcion')} value={costo === null ? '—' : money(costo)} testId="receta-costo" />
          <Resumen label={t('productos.receta.precio')} value={precio === null ? '—' : money(precio)} testId="receta-precio" />
          <Resumen label={t('productos.receta.margen')} value={costo === null || precio === null ? '—' : money(precio - costo)} testId="receta-margen" />
          <Resumen
            label={t('productos.receta.foodCostObjetivo', { objetivo: percentScaled(Math.round(objetivo * 100)) })}
            value={bp === null ? '—' : percentScaled(bp)}
            alto={bp !== null && bp > Math.round(objetivo * 100)}
            testId="receta-food-cost"
          />
        </SimpleGrid>
      )}
      {ctx && guardada && guardada.costo !== null && guardada.lineas.length > 0 && (
        <HStack color="fg.muted" fontSize="sm" wrap="wrap" data-testid="receta-guardada">
          <Text>{t('productos.receta.guardada', { costo: money(toMinor(guardada.costo, currency)) })}</Text>
          {guardada.foodCostPorcentaje !== null && (
            <Text>{t('productos.receta.guardadaFoodCost', { porcentaje: percentScaled(Math.round(guardada.foodCostPorcentaje * 100)) })}</Text>
          )}
        </HStack>
      )}
    </Stack>
  );
}

function Resumen({ label, value, testId, alto = false }: { label: string; value: string; testId: string; alto?: boolean }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" color={alto ? 'fg.error' : undefined} data-testid={testId} data-alto={alto || undefined}>
        {value}
      </Text>
    </Box>
  );
}
