import { useEffect, useState } from 'react';
import { Box, Button, chakra, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { FormManifest } from '../../engine/core/types.ts';
import { PageLoading } from '../app/page-loading.tsx';
import { LoadedContent } from '../components/loaded-content.tsx';
import { prefetchCompiledForm } from '../forms/prefetch-form.ts';
import { useFormManifestAt } from '../forms/use-compiled-form.ts';
import { IntroSupport } from './intro-support.tsx';
import { clearDraft, readDraft, startDraft } from './session-draft.ts';
import { HOME_PATH, NOTIFY_STEP_ROUTE, stepPath } from './step-route.ts';

/**
 * /levies-payer-portal/notify-new-project (spec 3 sections 1 and 2.1): the Act, the levy split,
 * what certifiers check and who is liable, the payment options and the support contacts; Start only after answering Yes to the $150,000 question (a new draft with the
 * id 'new-project'); Cancel goes back and clears the notification in progress. Its words are the
 * form's manifest, which loads without the form; the form itself is fetched once Yes is chosen,
 * so Start finds it there.
 */
export function NotificationIntroPage() {
  const manifest = useFormManifestAt(NOTIFY_STEP_ROUTE, 'wizard');
  if (manifest.isError) throw manifest.error;
  return (
    <LoadedContent ready={manifest.data !== undefined} loading={<PageLoading />}>
      {() => <Introduction manifest={manifest.data!} />}
    </LoadedContent>
  );
}

function Introduction({ manifest }: { manifest: FormManifest }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A notification already in progress in the tab (Back from its first step, or the tile opened again):
  // Start continues it, its question answered already; only Cancel discards it.
  const [inProgress] = useState(() => {
    const draft = readDraft();
    return !!draft && draft.formId === manifest.id && !draft.submission;
  });
  const [answer, setAnswer] = useState<'yes' | 'no' | ''>(inProgress ? 'yes' : '');
  const m = manifest.messages ?? {};
  useEffect(() => {
    if (inProgress) prefetchCompiledForm(queryClient, manifest.id);
  }, [inProgress, queryClient, manifest.id]);
  const choose = (value: 'yes' | 'no') => {
    setAnswer(value);
    if (value === 'yes') prefetchCompiledForm(queryClient, manifest.id);
  };

  const start = () => {
    if (!inProgress) startDraft(manifest.id, manifest.version);
    navigate(stepPath(manifest.steps[0].id));
  };
  const cancel = () => {
    clearDraft();
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(HOME_PATH);
  };

  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="2xl">
        {m.introHeading}
      </Heading>
      <Text color="fg.muted">{manifest.formReference}</Text>
      <Text>{m.introAct}</Text>
      <Text>{m.introLevy}</Text>
      <Heading as="h2" size="lg">
        {m.introBackgroundHeading}
      </Heading>
      <Text>{m.introCertifier}</Text>
      <Text>{m.introLiability}</Text>
      <Heading as="h2" size="lg">
        {m.introPaymentHeading}
      </Heading>
      <List.Root ps="5">
        {[m.introPayCard, m.introPayEft, m.introExemption, m.introInstalment].map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
      </List.Root>
      <IntroSupport messages={m} />
      <chakra.fieldset borderWidth="1px" borderRadius="md" p="4">
        <chakra.legend fontWeight="semibold" px="1">
          {m.introQuestion}
        </chakra.legend>
        <HStack gap="6" mt="2">
          {(['yes', 'no'] as const).map((value) => (
            <Box as="label" key={value} display="flex" alignItems="center" gap="2" cursor="pointer">
              <input type="radio" name="over-threshold" value={value} checked={answer === value} onChange={() => choose(value)} />
              {value === 'yes' ? m.introYes : m.introNo}
            </Box>
          ))}
        </HStack>
      </chakra.fieldset>
      {inProgress && m.introInProgress && <Text role="note">{m.introInProgress}</Text>}
      <HStack gap="4">
        <Button variant="outline" onClick={cancel}>
          {m.cancel}
        </Button>
        <Button colorPalette="blue" disabled={answer !== 'yes'} onClick={start}>
          {m.start}
        </Button>
      </HStack>
    </Stack>
  );
}
