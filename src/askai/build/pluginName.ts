/** The Ask AI plugin's name, under which its global data (the model and the API path) reaches the browser. */
export const ASK_AI_PLUGIN = 'ask-ai';
