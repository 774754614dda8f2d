import { Alert, Box, Button, Card, Field, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@resto/shared/contracts';
import { changePassword, logout, useSession } from '@resto/shared/session';
import { BrandLogo, LanguageSelect } from '@resto/shared/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchemaFor, type ChangePasswordInput, type ChangePasswordValues } from './change-password-schema';

/**
 * A seeded or reset account must choose its own password before anything else; the
 * api refuses every other call meanwhile (CAMBIO_PASSWORD_REQUERIDO). On success the api answers
 * with a new session, which replaces this one, and the app shows what was asked for.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const { user } = useSession();
  // The rule refuses the user's own e-mail and name, so it needs whose password this is.
  const schema = useMemo(() => changePasswordSchemaFor({ email: user?.email, nombre: user?.nombre }), [user?.email, user?.nombre]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { actual: '', nueva: '', confirmacion: '' },
  });

  const onSubmit = async (values: ChangePasswordValues) => {
    setError(null);
    const result = await changePassword(values.actual, values.nueva);
    // Refusals come translated from their code by the api client.
    if (!result.ok) setError(result.message ?? t('cambioPassword.error'));
  };

  const fieldError = (message: string | undefined) => (message ? <Field.ErrorText>{t(message, { min: PASSWORD_MIN_LENGTH })}</Field.ErrorText> : null);

  return (
    <Flex minH="100dvh" align="center" justify="center" bg="bg.muted" px={4} py={8} data-testid="change-password-page">
      <Card.Root w="full" maxW="md" boxShadow="lg">
        <Card.Header>
          <HStack justify="space-between" align="flex-start">
            <HStack gap={3}>
              <BrandLogo size="2.75em" />
              <Box>
                <Heading as="h1" size="xl">
                  {t('cambioPassword.title')}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {t('cambioPassword.description')}
                </Text>
              </Box>
            </HStack>
            <Box flexShrink={0}>
              <LanguageSelect size="xs" />
            </Box>
          </HStack>
        </Card.Header>
        <Card.Body>
          <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} aria-label={t('cambioPassword.title')}>
            <Stack gap={4}>
              {error && (
                <Alert.Root status="error" role="alert" data-testid="change-password-error">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              <Field.Root invalid={!!errors.actual}>
                <Field.Label>{t('cambioPassword.actual')}</Field.Label>
                <Input {...register('actual')} type="password" autoComplete="current-password" autoFocus />
                {fieldError(errors.actual?.message)}
              </Field.Root>
              <Field.Root invalid={!!errors.nueva}>
                <Field.Label>{t('cambioPassword.nueva')}</Field.Label>
                <Input {...register('nueva')} type="password" autoComplete="new-password" />
                {fieldError(errors.nueva?.message)}
              </Field.Root>
              <Field.Root invalid={!!errors.confirmacion}>
                <Field.Label>{t('cambioPassword.confirmacion')}</Field.Label>
                <Input {...register('confirmacion')} type="password" autoComplete="new-password" />
                {fieldError(errors.confirmacion?.message)}
              </Field.Root>
              <Button type="submit" colorPalette="primary" size="lg" loading={isSubmitting} aria-busy={isSubmitting}>
                {t('cambioPassword.submit')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => void logout('user')}>
                {t('cambioPassword.logout')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
