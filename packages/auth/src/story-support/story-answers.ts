/** A canned answer of the API: the status (200 unless given) and the JSON body. */
export interface StoryAnswer {
  status?: number;
  body: unknown;
}

/** Answers by `METHOD /api/path`, e.g. `POST /api/auth/confirm-email`. */
export type StoryAnswers = Record<string, StoryAnswer>;

/**
 * Answers the story's requests that `answers` names from it, passing every other one on to the real
 * fetch; the returned function puts the real fetch back.
 */
export function answerRequests(answers: StoryAnswers): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const answer = answers[`${request.method} ${new URL(request.url).pathname}`];
    if (!answer) return realFetch(input, init);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
