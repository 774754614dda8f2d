import { Button, chakra, Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { mesaInputSchema } from '@resto/shared/contracts';
import { normalizeZone } from '@resto/shared/rules';
import { textMaxLength } from '@resto/shared/sales-ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const ZONA_MAX_LENGTH = textMaxLength(mesaInputSchema.shape.zona);

/** A zone's name as tables store it ('Patio interno' -> 'patio interno'); blank adds nothing. */
const newZoneSchema = z.object({
  zona: z
    .string()
    .trim()
    .min(1)
    .max(ZONA_MAX_LENGTH ?? 40)
    .transform(normalizeZone),
});

/** Adds an empty zone to the plan being edited (its tables come after). */
export function NewZoneForm({ onAdd }: { onAdd: (zona: string) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset } = useForm<z.input<typeof newZoneSchema>, unknown, z.output<typeof newZoneSchema>>({
    resolver: zodResolver(newZoneSchema),
    defaultValues: { zona: '' },
  });
  const submit = handleSubmit(({ zona }) => {
    onAdd(zona);
    reset({ zona: '' });
  });
  return (
    <chakra.form display="flex" gap={1} onSubmit={(e) => void submit(e)} noValidate>
      <Input
        size="sm"
        w="9rem"
        maxLength={ZONA_MAX_LENGTH}
        placeholder={t('resto.editor.nuevaZona')}
        aria-label={t('resto.editor.nuevaZona')}
        data-testid="nueva-zona"
        {...register('zona')}
      />
      <Button size="sm" type="submit" variant="outline">
        {t('resto.editor.agregarZona')}
      </Button>
    </chakra.form>
  );
}
