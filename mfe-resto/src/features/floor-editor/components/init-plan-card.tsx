import { Button, Card, chakra, Field, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { DEFAULT_ZONE } from '@resto/shared/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Tables of a first plan unless the user asks for another number (the api's default too). */
export const INITIAL_TABLES = 12;

export interface InitPlanCardProps {
  onInit: (input: { cantidad: number; zona: string }) => Promise<void>;
}

/** Shown while the venue has no tables: create a first plan of N tables in one zone. */
export function InitPlanCard({ onInit }: InitPlanCardProps) {
  const { t } = useTranslation();
  const [cantidad, setCantidad] = useState(String(INITIAL_TABLES));
  const [zona, setZona] = useState(DEFAULT_ZONE);
  const [busy, setBusy] = useState(false);
  const n = /^\d+$/.test(cantidad.trim()) ? Number(cantidad) : Number.NaN;
  const valid = Number.isInteger(n) && n >= 1 && n <= 100;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    await onInit({ cantidad: n, zona: zona.trim() || DEFAULT_ZONE });
    setBusy(false);
  };

  return (
    <Card.Root variant="subtle" data-testid="inicializar-plano">
      <Card.Body>
        <chakra.form display="flex" flexDirection="column" gap={3} onSubmit={(e) => void submit(e)} noValidate>
          <Heading as="h2" size="md">
            {t('resto.editor.sinPlano')}
          </Heading>
          <Text color="fg.muted">{t('resto.editor.sinPlanoAyuda')}</Text>
          <HStack gap={3} align="flex-end" wrap="wrap">
            <Field.Root w="8rem" invalid={!valid}>
              <Field.Label>{t('resto.editor.cantidadMesas')}</Field.Label>
              <Input inputMode="numeric" value={cantidad} onChange={(e) => setCantidad(e.target.value)} data-testid="init-cantidad" />
            </Field.Root>
            <Field.Root w="12rem">
              <Field.Label>{t('resto.editor.zona')}</Field.Label>
              <Input value={zona} onChange={(e) => setZona(e.target.value)} data-testid="init-zona" />
            </Field.Root>
            <Button type="submit" colorPalette="primary" disabled={!valid} loading={busy} data-testid="init-crear">
              {t('resto.editor.crearPlano')}
            </Button>
          </HStack>
          {!valid && (
            <Text color="fg.error" fontSize="sm">
              {t('resto.editor.cantidadInvalida')}
            </Text>
          )}
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
