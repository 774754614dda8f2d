import { Fieldset, Stack, Switch } from '@chakra-ui/react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GeneralConfig } from '@resto/shared/contracts';

const FIELDS = ['variasCajas', 'variosArqueosPorDia'] as const;

/**
 * Tills and shifts: off, the SPEC's day of one register session; on, several tills open at once
 * and/or a till opened again the same day after its session closed.
 */
export function TurnosFieldset({ control }: { control: Control<GeneralConfig> }) {
  const { t } = useTranslation();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{t('admin.general.turnos')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('admin.general.turnosAyuda')}</Fieldset.HelperText>
      <Stack gap={3} mt={2}>
        {FIELDS.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} data-testid={`config-${name}`} colorPalette="primary">
                <Switch.HiddenInput onBlur={field.onBlur} name={field.name} />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>{t(`admin.general.campos.${name}`)}</Switch.Label>
              </Switch.Root>
            )}
          />
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
