import { Alert, Box, Button, Field, HStack, Input, Stack, Switch, Table } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SOUND_NAMES, type SoundConfig, type SoundName } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { formatNumber } from '@resto/shared/format';
import { useNumberFields, useValidationText, type NumberFields } from '@resto/shared/sales-ui';
import { notify, playTone, ScrollTable, setSoundConfig } from '@resto/shared/ui';
import { saveSoundConfig } from '../api/save-sound-config';

/** A volume is clamped to 0..1 (1,4 is saved as 1, a negative as 0). */
const clamp = z.number().transform((v) => Math.min(1, Math.max(0, v)));

function formSchema(fields: NumberFields) {
  const volume = fields.number(2, { allowNegative: true }).pipe(clamp);
  const sound = z.object({
    frequency: fields
      .number(0, { blank: null })
      .pipe(z.number().min(20, { error: 'La frecuencia debe estar entre 20 y 20000 Hz' }).max(20_000, { error: 'La frecuencia debe estar entre 20 y 20000 Hz' })),
    duration: fields
      .number(0, { blank: null })
      .pipe(z.number().min(10, { error: 'La duración debe estar entre 10 y 5000 ms' }).max(5_000, { error: 'La duración debe estar entre 10 y 5000 ms' })),
    volume,
  });
  return z.object({
    enabled: z.boolean(),
    volume,
    sounds: z.object(Object.fromEntries(SOUND_NAMES.map((name) => [name, sound])) as Record<SoundName, typeof sound>),
  });
}
type FormInput = z.input<ReturnType<typeof formSchema>>;
type FormOutput = z.output<ReturnType<typeof formSchema>>;

function toForm(config: SoundConfig, fields: NumberFields): FormInput {
  // 0.5 -> '0,5' as the venue writes it.
  const volume = (v: number) => formatNumber(v, fields.locale, undefined, 2);
  return {
    enabled: config.enabled,
    volume: volume(config.volume),
    sounds: Object.fromEntries(
      SOUND_NAMES.map((name) => {
        const s = config.sounds[name];
        return [name, { frequency: String(s.frequency), duration: String(s.duration), volume: volume(s.volume) }];
      }),
    ) as FormInput['sounds'],
  };
}

/**
 * Settings › sound: on/off, the master volume and each named sound of With its
 * frequency, duration and volume; 'Probar' plays what is typed, before saving. A save is what
 * every screen plays from then on.
 */
export function SoundConfigForm({ config }: { config: SoundConfig }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const fields = useNumberFields();
  const schema = useMemo(() => formSchema(fields), [fields]);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(schema), defaultValues: toForm(config, fields) });

  const test = (name: SoundName) => {
    const parsed = schema.safeParse(getValues());
    if (!parsed.success) {
      const sound = schema.shape.sounds.shape[name].safeParse(getValues(`sounds.${name}`));
      const master = schema.shape.volume.safeParse(getValues('volume'));
      if (sound.success && master.success) playTone(sound.data, master.data);
      return;
    }
    playTone(parsed.data.sounds[name], parsed.data.volume);
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await saveSoundConfig({ ...values, clientMutationId: newClientMutationId() });
    if (result.success && result.data) {
      setSoundConfig(result.data);
      // The saved values, clamped as the api kept them.
      reset(toForm(result.data, fields));
      notify({ severity: 'success', message: t('admin.sonido.guardado') });
    } else {
      setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="sound-config-form">
      <Stack gap={5}>
        <HStack gap={6} wrap="wrap" align="end">
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="primary" data-testid="sonido-enabled">
                <Switch.HiddenInput onBlur={field.onBlur} name={field.name} />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>{t('admin.sonido.enabled')}</Switch.Label>
              </Switch.Root>
            )}
          />
          <Field.Root invalid={!!errors.volume} maxW="12rem">
            <Field.Label>{t('admin.sonido.volumen')}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" data-testid="sonido-volume" {...register('volume')} />
            <Field.HelperText>{t('admin.sonido.volumenAyuda')}</Field.HelperText>
            <Field.ErrorText>{errorText(errors.volume)}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <ScrollTable label={t('admin.sonido.sonidos')} testId="sounds-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.sonido.sonido')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.sonido.frecuencia')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.sonido.duracion')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.sonido.volumenSonido')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Box srOnly>{t('common.acciones')}</Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {SOUND_NAMES.map((name) => {
              const label = t(`admin.sonido.nombres.${name}`);
              const rowErrors = errors.sounds?.[name];
              return (
                <Table.Row key={name} data-testid={`sound-${name}`}>
                  <Table.Cell fontWeight="medium">{label}</Table.Cell>
                  {(['frequency', 'duration', 'volume'] as const).map((part) => (
                    <Table.Cell key={part} minW="7rem">
                      <Field.Root invalid={!!rowErrors?.[part]}>
                        <Input
                          size="sm"
                          inputMode={part === 'volume' ? 'decimal' : 'numeric'}
                          autoComplete="off"
                          aria-label={t(`admin.sonido.campo.${part}`, { sonido: label })}
                          {...register(`sounds.${name}.${part}`)}
                        />
                        <Field.ErrorText>{errorText(rowErrors?.[part])}</Field.ErrorText>
                      </Field.Root>
                    </Table.Cell>
                  ))}
                  <Table.Cell>
                    <Button size="xs" variant="outline" onClick={() => test(name)} aria-label={t('admin.sonido.probarSonido', { sonido: label })} data-testid={`probar-${name}`}>
                      {t('admin.sonido.probar')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </ScrollTable>
        {serverError && (
          <Alert.Root status="error" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Box>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-sonido">
            {t('common.guardar')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
