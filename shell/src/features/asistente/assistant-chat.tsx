import { Box, Button, Field, HStack, IconButton, Input, Stack, Switch, Text, Wrap } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { apiRequest } from '@resto/shared/api-client';
import { CHAT_MENSAJE_MAX, type ChatMessage, type ConversacionResumen } from '@resto/shared/contracts';
import { getLanguage, useTranslation } from '@resto/shared/i18n';
import { notify } from '@resto/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { listenOnce, speak, speechRecognition, type Recognition } from '@resto/shared/asistente/speech';
import { conversacionesKeys, deleteConversacion, fetchConversacion, useConversacionesQuery } from './api/conversaciones';
import { ConversationHistory } from './conversation-history';

/** What the built-in assistant understands, ready to tap (it reads Spanish, Es-ES). */
export const SUGERENCIAS = ['¿Cuánto vendimos hoy?', '¿Qué mesas están ocupadas?', '¿Hay pedidos atrasados?', '¿Qué hay que reponer?', '¿Qué reservas hay hoy?'] as const;

/** The conversation sent along: the last turns only (the api takes at most 40 messages). */
const HISTORIA = 20;

interface Mensaje {
  role: 'user' | 'assistant';
  text: string;
  error?: boolean;
}

/**
 * The assistant's chat: questions typed, tapped or spoken; the answer shows as it streams in, and
 * is read aloud when asked. Nothing here changes data: a dictated comanda comes back as a proposal.
 * When the venue keeps conversations, the person also finds their own past ones here: open one,
 * continue it, delete it, or start a new one (each chat is named by a UUID made here).
 */
export function AssistantChat() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mensajes, setMensajes] = useState<Mensaje[]>([]);
  const [conversacionId, setConversacionId] = useState<string>(() => crypto.randomUUID());
  const [vista, setVista] = useState<'chat' | 'historial'>('chat');
  const [abriendo, setAbriendo] = useState(false);
  const historial = useConversacionesQuery(true);
  const guardar = historial.data?.guardar === true;
  const [busy, setBusy] = useState(false);
  const [leer, setLeer] = useState(false);
  const [listening, setListening] = useState<Recognition | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const schema = z.object({
    texto: z
      .string()
      .trim()
      .min(1, { error: t('asistente.chat.textoRequerido') })
      .max(CHAT_MENSAJE_MAX),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { texto: '' } });

  // In braces: newer browsers' scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [mensajes]);
  useEffect(() => () => listening?.stop(), [listening]);

  const ask = async (texto: string) => {
    const history: ChatMessage[] = [...mensajes, { role: 'user' as const, text: texto }]
      .filter((m) => !m.error && m.text)
      .slice(-HISTORIA)
      .map((m) => ({ role: m.role, content: [{ type: 'text', text: m.text.slice(0, CHAT_MENSAJE_MAX) }] }));
    setMensajes((list) => [...list, { role: 'user', text: texto }, { role: 'assistant', text: '' }]);
    setBusy(true);
    let answer = '';
    const show = (text: string, error = false) => setMensajes((list) => [...list.slice(0, -1), { role: 'assistant', text, ...(error ? { error: true } : {}) }]);
    try {
      const result = await apiRequest('/chat', {
        method: 'POST',
        // No provider: the venue's choice in its settings (the built-in one until it configures another).
        // The conversation's id only matters when the venue keeps conversations.
        body: { messages: history, stream: true, idioma: getLanguage(), conversacionId },
        onText: (chunk) => {
          answer += chunk;
          show(answer);
        },
      });
      if (!result.success) show(t('asistente.chat.errorRespuesta', { motivo: result.message ?? '' }), true);
      else if (leer && answer.trim()) speak(answer);
    } finally {
      setBusy(false);
      if (guardar) void queryClient.invalidateQueries({ queryKey: conversacionesKeys.all });
    }
  };

  const nueva = () => {
    setMensajes([]);
    setConversacionId(crypto.randomUUID());
    setVista('chat');
  };

  const abrir = async (id: string) => {
    setAbriendo(true);
    try {
      const result = await fetchConversacion(id);
      if (result.success && result.data) {
        setMensajes(result.data.mensajes.map((m) => ({ role: m.role, text: m.texto })));
        setConversacionId(id);
        setVista('chat');
      } else {
        notify({ severity: 'error', message: result.message ?? t('asistente.historial.errorAbrir') });
        void historial.refetch();
      }
    } finally {
      setAbriendo(false);
    }
  };

  const borrar = async (c: ConversacionResumen) => {
    setAbriendo(true);
    try {
      const result = await deleteConversacion(c.id);
      if (result.success) {
        notify({ severity: 'success', message: t('asistente.historial.borrada') });
        // The one on screen is gone: the screen starts a new one.
        if (c.id === conversacionId) {
          setMensajes([]);
          setConversacionId(crypto.randomUUID());
        }
      } else {
        notify({ severity: 'error', message: result.message ?? t('asistente.historial.errorBorrar') });
      }
      void historial.refetch();
    } finally {
      setAbriendo(false);
    }
  };

  const submit = handleSubmit(async ({ texto }) => {
    reset();
    await ask(texto);
  });

  const listen = () => {
    const Ctor = speechRecognition();
    if (!Ctor) {
      notify({ severity: 'warning', message: t('asistente.chat.noSoportado'), key: 'asistente-voz' });
      return;
    }
    setListening(
      listenOnce(
        Ctor,
        (heard) => void ask(heard),
        () => setListening(null),
      ),
    );
  };

  if (vista === 'historial' && historial.data) {
    return (
      <Stack gap={3} h="full" data-testid="assistant-chat">
        <HStack justify="space-between" gap={2} wrap="wrap">
          <Text fontWeight="semibold">{t('asistente.historial.titulo')}</Text>
          <HStack gap={2}>
            <Button size="xs" variant="outline" onClick={() => setVista('chat')} data-testid="assistant-volver">
              {t('asistente.historial.volver')}
            </Button>
            <Button size="xs" variant="outline" onClick={nueva}>
              {t('asistente.historial.nueva')}
            </Button>
          </HStack>
        </HStack>
        <Box flex="1" overflowY="auto">
          <ConversationHistory
            conversaciones={historial.data.conversaciones}
            retencionDias={historial.data.retencionDias}
            actual={mensajes.length > 0 ? conversacionId : null}
            busy={abriendo}
            onOpen={(id) => void abrir(id)}
            onDelete={(c) => void borrar(c)}
          />
        </Box>
      </Stack>
    );
  }

  return (
    <Stack gap={3} h="full" data-testid="assistant-chat">
      {guardar && (
        <HStack justify="flex-end" gap={2} wrap="wrap">
          <Button size="xs" variant="outline" disabled={busy} onClick={() => setVista('historial')} data-testid="assistant-ver-historial">
            {t('asistente.historial.ver', { count: historial.data?.conversaciones.length ?? 0 })}
          </Button>
          <Button size="xs" variant="outline" disabled={busy || mensajes.length === 0} onClick={nueva} data-testid="assistant-nueva">
            {t('asistente.historial.nueva')}
          </Button>
        </HStack>
      )}
      <Stack gap={2} flex="1" overflowY="auto" aria-live="polite" data-testid="assistant-mensajes">
        {mensajes.length === 0 && <Text color="fg.muted">{t('asistente.chat.vacio')}</Text>}
        {mensajes.map((m, i) => (
          <Box
            key={i}
            alignSelf={m.role === 'user' ? 'flex-end' : 'flex-start'}
            maxW="90%"
            px={3}
            py={2}
            borderRadius="lg"
            bg={m.role === 'user' ? 'primary.subtle' : m.error ? 'red.subtle' : 'bg.muted'}
            data-testid={m.role === 'user' ? 'mensaje-usuario' : 'mensaje-asistente'}
          >
            <Text srOnly>{m.role === 'user' ? t('asistente.chat.tu') : t('asistente.chat.asistente')}: </Text>
            <Text whiteSpace="pre-wrap">{m.text || t('asistente.chat.pensando')}</Text>
          </Box>
        ))}
        <div ref={end} />
      </Stack>
      <Stack gap={1}>
        <Text fontSize="sm" color="fg.muted">
          {t('asistente.chat.sugerencias')}
        </Text>
        <Wrap gap={2}>
          {SUGERENCIAS.map((s) => (
            <Button key={s} size="xs" variant="outline" disabled={busy} onClick={() => void ask(s)}>
              {s}
            </Button>
          ))}
        </Wrap>
      </Stack>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <HStack align="start" gap={2}>
          <Field.Root invalid={!!errors.texto} flex="1">
            <Input
              placeholder={t('asistente.chat.placeholder')}
              aria-label={t('asistente.chat.placeholder')}
              autoComplete="off"
              maxLength={CHAT_MENSAJE_MAX}
              data-testid="assistant-input"
              {...register('texto')}
            />
            <Field.ErrorText>{errors.texto?.message}</Field.ErrorText>
          </Field.Root>
          <IconButton
            variant={listening ? 'solid' : 'outline'}
            colorPalette={listening ? 'red' : 'gray'}
            aria-label={listening ? t('asistente.chat.escuchando') : t('asistente.chat.microfono')}
            aria-pressed={!!listening}
            onClick={() => (listening ? listening.stop() : listen())}
            data-testid="assistant-mic"
          >
            <MicGlyph />
          </IconButton>
          <Button type="submit" colorPalette="primary" loading={busy} data-testid="assistant-enviar">
            {t('asistente.chat.enviar')}
          </Button>
        </HStack>
      </form>
      <Switch.Root checked={leer} onCheckedChange={(e) => setLeer(e.checked)} size="sm">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('asistente.chat.leerRespuestas')}</Switch.Label>
      </Switch.Root>
    </Stack>
  );
}

function MicGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 10a7 7 0 0 0 14 0M12 17v5M8 22h8" />
    </svg>
  );
}
