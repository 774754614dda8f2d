import { Alert, Box, Button, Field, FileUpload, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CONDICIONES_IVA_EMISOR, ENTORNOS_ARCA, type FacturacionConfig, type PruebaConexion } from '@resto/shared/contracts';
import { formatDate } from '@resto/shared/format';
import { queryFailure } from '@resto/shared/query';
import { isValidCuit } from '@resto/shared/rules';
import { useValidationText } from '@resto/shared/sales-ui';
import { useGeneralConfig } from '@resto/shared/session';
import { ConnectionErrorScreen, LoadingOverlay, notify } from '@resto/shared/ui';
import { probarConexion, saveFacturacionConfig, useFacturacionConfigQuery } from '../api/facturacion';
import { registerFacturacionTranslations } from '../i18n';
import { saveFailureMessage } from '@resto/shared/api-client';

registerFacturacionTranslations();

const PEM_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/;
const PEM_KEY = /-----BEGIN (RSA |EC )?PRIVATE KEY-----[\s\S]+-----END (RSA |EC )?PRIVATE KEY-----/;

const formSchema = z.object({
  cuit: z.string().trim().refine(isValidCuit, { error: 'El CUIT no es válido: revisá el dígito verificador' }),
  razonSocial: z.string().trim().min(1, { error: 'Ingresá la razón social' }),
  domicilio: z.string().trim(),
  condicionIva: z.enum(CONDICIONES_IVA_EMISOR),
  puntoVenta: z.coerce
    .number<string>()
    .int({ error: 'El punto de venta debe estar entre 1 y 99998' })
    .min(1, { error: 'El punto de venta debe estar entre 1 y 99998' })
    .max(99998, { error: 'El punto de venta debe estar entre 1 y 99998' }),
  ingresosBrutos: z.string().trim(),
  inicioActividades: z.string(),
  entorno: z.enum(ENTORNOS_ARCA),
  certificado: z.string().refine((v) => v === '' || PEM_CERT.test(v), { error: 'Elegí un archivo PEM con el certificado' }),
  clavePrivada: z.string().refine((v) => v === '' || PEM_KEY.test(v), { error: 'Elegí un archivo PEM con la clave privada' }),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const toForm = (c: FacturacionConfig | null): FormInput => ({
  cuit: c?.cuit ?? '',
  razonSocial: c?.razonSocial ?? '',
  domicilio: c?.domicilio ?? '',
  condicionIva: c?.condicionIva ?? 'responsable_inscripto',
  puntoVenta: c ? String(c.puntoVenta) : '',
  ingresosBrutos: c?.ingresosBrutos ?? '',
  inicioActividades: c?.inicioActividades ?? '',
  entorno: c?.entorno ?? 'homologacion',
  certificado: '',
  clavePrivada: '',
});

function PemField({ label, current, error, testId, onText }: { label: string; current: string; error?: string; testId: string; onText: (text: string) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <FileUpload.Root
        maxFiles={1}
        accept={['.pem', '.crt', '.cer', '.key', 'text/plain', 'application/x-pem-file', 'application/x-x509-ca-cert']}
        onFileAccept={(details) => {
          const file = details.files[0];
          if (!file) return;
          setName(file.name);
          void file.text().then(onText);
        }}
      >
        <FileUpload.HiddenInput data-testid={testId} aria-label={label} />
        <FileUpload.Trigger asChild>
          <Button size="sm" variant="outline">
            {t('facturacionAdmin.elegirArchivo')}
          </Button>
        </FileUpload.Trigger>
      </FileUpload.Root>
      <Field.HelperText>{name ? t('facturacionAdmin.archivoElegido', { nombre: name }) : current}</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function FacturacionForm({ config, onSaved }: { config: FacturacionConfig | null; onSaved: (c: FacturacionConfig) => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const { locale } = useGeneralConfig();
  const [serverError, setServerError] = useState<string | null>(null);
  const [prueba, setPrueba] = useState<{ ok: PruebaConexion } | { error: string } | null>(null);
  const [probando, setProbando] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: toForm(config) });

  const submit = handleSubmit(async (v) => {
    setServerError(null);
    const body = {
      cuit: v.cuit,
      razonSocial: v.razonSocial,
      domicilio: v.domicilio || null,
      condicionIva: v.condicionIva,
      puntoVenta: v.puntoVenta,
      ingresosBrutos: v.ingresosBrutos || null,
      inicioActividades: v.inicioActividades || null,
      entorno: v.entorno,
      // Only a newly chosen file replaces the stored certificate or key.
      ...(v.certificado ? { certificado: v.certificado } : {}),
      ...(v.clavePrivada ? { clavePrivada: v.clavePrivada } : {}),
    };
    const result = await saveFacturacionConfig(config?.id ?? null, body);
    if (result.success && result.data) {
      notify({ severity: 'success', message: t('facturacionAdmin.guardado') });
      onSaved(result.data);
    } else {
      setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
    }
  });

  const probar = async () => {
    if (!config) return;
    setProbando(true);
    setPrueba(null);
    const result = await probarConexion(config.id);
    setProbando(false);
    setPrueba(result.success && result.data ? { ok: result.data } : { error: result.message ?? '' });
  };

  const certCurrent = config?.tieneCertificado
    ? t('facturacionAdmin.certificadoCargado', {
        sujeto: config.certificadoSujeto ?? '',
        vence: config.certificadoVence ? formatDate(config.certificadoVence, { locale }) : '',
      })
    : t('facturacionAdmin.sinCertificado');
  const listo = !!config?.tieneCertificado && !!config.tieneClavePrivada;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="facturacion-form">
      <Stack gap={4} maxW="48rem">
        <Text color="fg.muted">{t('facturacionAdmin.descripcion')}</Text>
        <Stack direction={{ base: 'column', md: 'row' }} gap={4}>
          <Field.Root invalid={!!errors.cuit} required>
            <Field.Label>{t('facturacionAdmin.cuit')}</Field.Label>
            <Input inputMode="numeric" autoComplete="off" data-testid="fe-cuit" {...register('cuit')} />
            <Field.ErrorText>{errorText(errors.cuit)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.razonSocial} required>
            <Field.Label>{t('facturacionAdmin.razonSocial')}</Field.Label>
            <Input autoComplete="organization" data-testid="fe-razon-social" {...register('razonSocial')} />
            <Field.ErrorText>{errorText(errors.razonSocial)}</Field.ErrorText>
          </Field.Root>
        </Stack>
        <Field.Root>
          <Field.Label>{t('facturacionAdmin.domicilio')}</Field.Label>
          <Input autoComplete="street-address" data-testid="fe-domicilio" {...register('domicilio')} />
        </Field.Root>
        <Stack direction={{ base: 'column', md: 'row' }} gap={4}>
          <Field.Root>
            <Field.Label>{t('facturacionAdmin.condicionIva')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="fe-condicion-iva" {...register('condicionIva')}>
                {CONDICIONES_IVA_EMISOR.map((c) => (
                  <option key={c} value={c}>
                    {t(`facturacionAdmin.${c}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={!!errors.puntoVenta} required maxW={{ md: '12rem' }}>
            <Field.Label>{t('facturacionAdmin.puntoVenta')}</Field.Label>
            <Input inputMode="numeric" autoComplete="off" data-testid="fe-punto-venta" {...register('puntoVenta')} />
            <Field.ErrorText>{errorText(errors.puntoVenta)}</Field.ErrorText>
          </Field.Root>
        </Stack>
        <Stack direction={{ base: 'column', md: 'row' }} gap={4}>
          <Field.Root>
            <Field.Label>{t('facturacionAdmin.ingresosBrutos')}</Field.Label>
            <Input autoComplete="off" data-testid="fe-iibb" {...register('ingresosBrutos')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('facturacionAdmin.inicioActividades')}</Field.Label>
            <Input type="date" data-testid="fe-inicio" {...register('inicioActividades')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('facturacionAdmin.entorno')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="fe-entorno" {...register('entorno')}>
                {ENTORNOS_ARCA.map((e) => (
                  <option key={e} value={e}>
                    {t(`facturacionAdmin.${e}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
        <Stack direction={{ base: 'column', md: 'row' }} gap={4}>
          <PemField
            label={t('facturacionAdmin.certificado')}
            current={certCurrent}
            error={errorText(errors.certificado)}
            testId="fe-certificado"
            onText={(text) => setValue('certificado', text, { shouldValidate: true })}
          />
          <PemField
            label={t('facturacionAdmin.clavePrivada')}
            current={config?.tieneClavePrivada ? t('facturacionAdmin.claveCargada') : t('facturacionAdmin.sinClave')}
            error={errorText(errors.clavePrivada)}
            testId="fe-clave"
            onText={(text) => setValue('clavePrivada', text, { shouldValidate: true })}
          />
        </Stack>
        {serverError && (
          <Alert.Root status="error" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        {prueba && 'ok' in prueba && (
          <Alert.Root status="success" data-testid="fe-prueba-ok">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('facturacionAdmin.conexionOk', { puntoVenta: prueba.ok.puntoVenta })}</Alert.Title>
              {prueba.ok.ultimos.map((u) => (
                <Alert.Description key={u.tipo}>{t('facturacionAdmin.ultimo', { letra: u.letra, numero: u.numero })}</Alert.Description>
              ))}
            </Alert.Content>
          </Alert.Root>
        )}
        {prueba && 'error' in prueba && (
          <Alert.Root status="error" data-testid="fe-prueba-error">
            <Alert.Indicator />
            <Alert.Title>{prueba.error}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap={3} wrap="wrap">
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="fe-guardar">
            {t('facturacionAdmin.guardar')}
          </Button>
          <Button variant="outline" onClick={() => void probar()} disabled={!listo} loading={probando} loadingText={t('facturacionAdmin.probando')} data-testid="fe-probar">
            {t('facturacionAdmin.probar')}
          </Button>
        </HStack>
        {!listo && (
          <Text fontSize="sm" color="fg.muted">
            {t('facturacionAdmin.guardaPrimero')}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** Settings › electronic invoicing: the venue's ARCA issuer data, certificate and key, and 'test connection'. */
export function FacturacionSection() {
  const { t } = useTranslation();
  const query = useFacturacionConfigQuery();
  // A save remounts the form: the chosen files are cleared and the stored certificate is shown.
  const [saves, setSaves] = useState(0);
  const { error, connectionError } = queryFailure(query.error);
  if (connectionError) return <ConnectionErrorScreen onRetry={() => void query.refetch()} />;
  if (error !== null)
    return (
      <Text color="fg.error" role="alert">
        {t('facturacionAdmin.errorCargar')}
        {error ? `: ${error}` : ''}
      </Text>
    );
  if (!query.data) return <LoadingOverlay active />;
  const config = query.data[0] ?? null;
  return (
    <Box data-testid="facturacion-section">
      <FacturacionForm
        key={`${saves}:${JSON.stringify(config)}`}
        config={config}
        onSaved={() => {
          void query.refetch().then(() => setSaves((n) => n + 1));
        }}
      />
    </Box>
  );
}
