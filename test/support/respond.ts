/** A `fetch` stand-in that answers every request with this body (JSON unless text) and status. */
export const respond = (body: unknown, status = 200): typeof fetch =>
  (async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
    })) as typeof fetch;
