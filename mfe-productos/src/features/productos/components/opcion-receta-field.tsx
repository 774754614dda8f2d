import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Controller, useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@resto/shared/sales-ui';
import { usePermission } from '@resto/shared/session';
import { useInsumosReceta, usePreparacionesReceta } from '../api/receta';
import { RecetaLineasField } from '../../insumos';
import { costosEnVivo, nuevaLinea, recetaContexto, type RecetaLineaForm } from './receta-form';

interface OpcionRecetaFieldProps<T extends FieldValues> {
  // The modifier form's own types; the field only reads and writes the lines at `name`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  name: FieldPathByValue<T, RecetaLineaForm[]>;
  errors?: unknown;
}

/**
 * A modifier option's recipe, folded under the option: the lines it adds to the dish per unit
 * sold (extra cheese: 30 g of muzzarella) and those it takes out ('sin cebolla': the onion line
 * with "Quitar del plato"). The ingredients are read only once it is opened.
 */
export function OpcionRecetaField<T extends FieldValues>({ control, name, errors }: OpcionRecetaFieldProps<T>) {
  const { t } = useTranslation();
  const lineas = useWatch({ control, name }) as RecetaLineaForm[] | undefined;
  const [open, setOpen] = useState(false);
  const count = lineas?.length ?? 0;
  // A line that does not read opens the recipe so its message shows.
  const abierta = open || !!errors;
  return (
    <Box flexBasis="100%" data-testid="opcion-receta">
      <Button size="xs" variant="ghost" onClick={() => setOpen(!abierta)} aria-expanded={abierta} data-testid="opcion-receta-toggle">
        {abierta ? '▾' : '▸'} {count > 0 ? t('productos.modificadores.recetaCount', { count }) : t('productos.modificadores.receta')}
      </Button>
      {abierta && (
        <Stack gap={2} mt={1} pl={3} borderLeftWidth="2px">
          <Text color="fg.muted" fontSize="xs">
            {t('productos.modificadores.recetaAyuda')}
          </Text>
          <Controller
            control={control}
            name={name}
            render={({ field }) => <OpcionLineas lineas={(field.value as RecetaLineaForm[] | undefined) ?? []} onChange={field.onChange} errors={errors} />}
          />
        </Stack>
      )}
    </Box>
  );
}

function OpcionLineas({ lineas, onChange, errors }: { lineas: RecetaLineaForm[]; onChange: (lineas: RecetaLineaForm[]) => void; errors?: unknown }) {
  const { t } = useTranslation();
  const { currency, locale } = useMoney();
  const conCosto = usePermission('productos.costos');
  const insumos = useInsumosReceta();
  const preparaciones = usePreparacionesReceta();
  const ctx = useMemo(
    () => (conCosto && insumos.data && preparaciones.data ? recetaContexto(insumos.data, preparaciones.data, currency) : null),
    [conCosto, insumos.data, preparaciones.data, currency],
  );
  const failed = insumos.error ?? preparaciones.error;
  if (failed)
    return (
      <Alert.Root status="error">
        <Alert.Title>{failed.message || t('productos.receta.errorCarga')}</Alert.Title>
      </Alert.Root>
    );
  if (!insumos.data || !preparaciones.data) return <Text fontSize="sm">{t('productos.receta.cargando')}</Text>;
  return (
    <RecetaLineasField
      lineas={lineas}
      onChange={onChange}
      nueva={nuevaLinea}
      errors={errors}
      insumos={insumos.data}
      preparaciones={preparaciones.data}
      costos={costosEnVivo(lineas, locale, ctx)}
      quitable
      testId="opcion-receta-lineas"
    />
  );
}
