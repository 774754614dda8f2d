import { Alert, Box, Button, Card, Field, Flex, Heading, HStack, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { login, takeOrigin, useSession } from '@resto/shared/session';
import { BrandLogo, EyeIcon, EyeOffIcon, LanguageSelect } from '@resto/shared/ui';
import { useGuardHandlesPostLogin } from '../../app/guards';
import { loginSchema, type LoginFormInput, type LoginFormValues } from './login-schema';

/** Browsers fill saved credentials without input events; look for them a few times. */
export const AUTOFILL_POLL_MS = 200;
export const AUTOFILL_POLL_MAX = 15;

function useAutofillSync(emailRef: RefObject<HTMLInputElement | null>, passwordRef: RefObject<HTMLInputElement | null>, sync: (email: string, password: string) => void) {
  const onTick = useEffectEvent(sync);
  useEffect(() => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
      const email = emailRef.current?.value ?? '';
      const password = passwordRef.current?.value ?? '';
      onTick(email, password);
      if ((email !== '' && password !== '') || ticks >= AUTOFILL_POLL_MAX) clearInterval(timer);
    }, AUTOFILL_POLL_MS);
    return () => clearInterval(timer);
  }, [emailRef, passwordRef]);
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guardNavigates = useGuardHandlesPostLogin();
  const { logoutReason } = useSession();
  const [showPassword, setShowPassword] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useAutofillSync(emailRef, passwordRef, (email, password) => {
    const current = getValues();
    if (email !== current.email) setValue('email', email);
    if (password !== current.password) setValue('password', password);
  });

  const onSubmit = async (values: LoginFormValues) => {
    setError(null);
    const result = await login(values.email, values.password);
    if (!mounted.current) return;
    if (!result.ok) {
      if (result.connectionError) setError(t('pagesLogin.errorConexion'));
      // 401 on login is always wrong credentials: the user's language, whatever the server wrote.
      else if (result.status === 401) setError(t('pagesLogin.credencialesIncorrectas'));
      // Other refusals (429 too many attempts...) come translated from their code by the api client.
      else setError(result.message ?? t('pagesLogin.errorAutenticacion'));
      return;
    }
    if (!guardNavigates) void navigate(takeOrigin() ?? '/', { replace: true });
  };

  const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };

  const emailField = register('email');
  const passwordField = register('password');
  const notice = logoutReason === 'expired' ? t('pagesLogin.sesionExpirada') : logoutReason === 'other-tab' ? t('pagesLogin.sesionCerradaOtraPestana') : null;

  return (
    <Flex minH="100dvh" align="center" justify="center" bg="bg.muted" px={4} py={8} data-testid="login-page">
      <Card.Root w="full" maxW="md" boxShadow="lg">
        <Card.Header>
          {/* On a phone the language goes under the title rather than being squeezed off the card. */}
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap={3} data-testid="login-header">
            <HStack gap={3} minW={0}>
              <BrandLogo size="2.75em" />
              <Box>
                <Heading as="h1" size="xl">
                  {t('pagesLogin.titulo')}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {t('pagesLogin.subtitulo')}
                </Text>
              </Box>
            </HStack>
            <Box flexShrink={0} data-testid="login-language">
              <LanguageSelect size="xs" />
            </Box>
          </HStack>
        </Card.Header>
        <Card.Body>
          <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} aria-label={t('pagesLogin.titulo')}>
            <Stack gap={4}>
              {notice && !error && (
                <Alert.Root status="info" role="status" data-testid="login-notice">
                  <Alert.Indicator />
                  <Alert.Title>{notice}</Alert.Title>
                </Alert.Root>
              )}
              {error && (
                <Alert.Root status="error" role="alert" data-testid="login-error">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}

              <Field.Root invalid={!!errors.email}>
                <Field.Label>{t('pagesLogin.email')}</Field.Label>
                <Input
                  {...emailField}
                  ref={(el) => {
                    emailField.ref(el);
                    emailRef.current = el;
                  }}
                  type="email"
                  inputMode="email"
                  autoComplete="username"
                  autoFocus
                  placeholder={t('pagesLogin.emailPlaceholder')}
                  onKeyDown={trackCapsLock}
                />
                {errors.email?.message && <Field.ErrorText>{t(errors.email.message)}</Field.ErrorText>}
              </Field.Root>

              <Field.Root invalid={!!errors.password}>
                <Field.Label>{t('pagesLogin.password')}</Field.Label>
                <InputGroup
                  endElement={
                    <IconButton
                      variant="ghost"
                      size="sm"
                      me="-2"
                      aria-label={showPassword ? t('pagesLogin.ocultarPassword') : t('pagesLogin.mostrarPassword')}
                      aria-pressed={showPassword}
                      data-testid="toggle-password"
                      onClick={() => setShowPassword((v) => !v)}
                    >
                      {showPassword ? <EyeOffIcon /> : <EyeIcon />}
                    </IconButton>
                  }
                >
                  <Input
                    {...passwordField}
                    ref={(el) => {
                      passwordField.ref(el);
                      passwordRef.current = el;
                    }}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    placeholder={t('pagesLogin.passwordPlaceholder')}
                    onKeyDown={trackCapsLock}
                    onKeyUp={trackCapsLock}
                  />
                </InputGroup>
                {errors.password?.message && <Field.ErrorText>{t(errors.password.message)}</Field.ErrorText>}
              </Field.Root>

              {capsLock && (
                <Text color="fg.warning" fontSize="sm" role="status" data-testid="caps-lock-warning">
                  {t('pagesLogin.capsLock')}
                </Text>
              )}

              <Button type="submit" colorPalette="primary" size="lg" loading={isSubmitting} loadingText={t('pagesLogin.ingresando')} aria-busy={isSubmitting}>
                {t('pagesLogin.ingresar')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
        <Card.Footer justifyContent="center">
          <Text fontSize="sm" color="fg.muted" textAlign="center" data-testid="login-help">
            {t('pagesLogin.ayuda')}
          </Text>
        </Card.Footer>
      </Card.Root>
    </Flex>
  );
}
