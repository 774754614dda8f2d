import { Button, Card, chakra, Field, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { inicializarMesasSchema } from '@resto/shared/contracts';
import { DEFAULT_ZONE } from '@resto/shared/rules';
import { textMaxLength, useNumberFields, type NumberFields } from '@resto/shared/sales-ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** Tables of a first plan unless the user asks for another number (the api's default too). */
export const INITIAL_TABLES = 12;

export interface InitPlanCardProps {
  onInit: (input: { cantidad: number; zona: string }) => Promise<void>;
}

interface InitValues {
  cantidad: string;
  zona: string;
}

/** 1 to 100 tables, typed the way the venue writes numbers; a blank zone is the default one. */
function initSchema(fields: NumberFields, t: (key: string) => string) {
  const invalid = t('resto.editor.cantidadInvalida');
  return z.object({
    cantidad: fields.number(0, { blank: null }).pipe(z.number().int().min(1, { error: invalid }).max(100, { error: invalid })),
    zona: z.string().transform((zona) => zona.trim() || DEFAULT_ZONE),
  });
}

const ZONA_MAX_LENGTH = textMaxLength(inicializarMesasSchema.unwrap().unwrap().shape.zona);

/** Shown while the venue has no tables: create a first plan of N tables in one zone. */
export function InitPlanCard({ onInit }: InitPlanCardProps) {
  const { t } = useTranslation();
  const fields = useNumberFields();
  const schema = useMemo(() => initSchema(fields, t), [fields, t]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<InitValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { cantidad: String(INITIAL_TABLES), zona: DEFAULT_ZONE },
  });

  return (
    <Card.Root variant="subtle" data-testid="inicializar-plano">
      <Card.Body>
        <chakra.form display="flex" flexDirection="column" gap={3} onSubmit={(e) => void handleSubmit(onInit)(e)} noValidate>
          <Heading as="h2" size="md">
            {t('resto.editor.sinPlano')}
          </Heading>
          <Text color="fg.muted">{t('resto.editor.sinPlanoAyuda')}</Text>
          <HStack gap={3} align="flex-end" wrap="wrap">
            <Field.Root w="8rem" invalid={!!errors.cantidad}>
              <Field.Label>{t('resto.editor.cantidadMesas')}</Field.Label>
              <Input inputMode="numeric" autoComplete="off" data-testid="init-cantidad" {...register('cantidad')} />
            </Field.Root>
            <Field.Root w="12rem">
              <Field.Label>{t('resto.editor.zona')}</Field.Label>
              <Input maxLength={ZONA_MAX_LENGTH} autoComplete="off" data-testid="init-zona" {...register('zona')} />
            </Field.Root>
            <Button type="submit" colorPalette="primary" disabled={!!errors.cantidad} loading={isSubmitting} data-testid="init-crear">
              {t('resto.editor.crearPlano')}
            </Button>
          </HStack>
          {errors.cantidad && (
            <Text color="fg.error" fontSize="sm" data-testid="init-error">
              {errors.cantidad.message}
            </Text>
          )}
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
