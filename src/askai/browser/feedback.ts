/**
 * Like/dislike goes to the operator only: a POST to `{path}/feedback` on this site, which the nginx configuration
 * writes to the log file the operator names (scripts/nginx-config.ts --ask-ai-feedback-log), with the question, the
 * answer and the cited sections.
 */
export type Rating = 'like' | 'dislike';

export interface Feedback {
  rating: Rating;
  question: string;
  answer: string;
  sources: string[];
  model: string;
}

export async function sendFeedback(path: string, feedback: Feedback): Promise<void> {
  const response = await fetch(`${path}/feedback`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({...feedback, page: window.location.pathname}),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`feedback: HTTP ${response.status}`);
}
