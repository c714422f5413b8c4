import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';

/**
 * The last handler: a path a server cannot decode (a malformed `%` escape), a body too large or
 * any other failure is answered with a plain Russian line in every mode, never express's HTML
 * page with the stack and file paths. A 5xx is logged with the request's id.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, request, response, next) => {
    if (response.headersSent) return next(error);
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500)
      (request.log ?? logger).error({ err: error, method: request.method, path: request.path }, 'request failed');
    const text =
      status === 500 ? 'Внутренняя ошибка сервера' : status === 413 ? 'Слишком большой запрос' : 'Неверный адрес';
    return response.status(status).type('text/plain; charset=utf-8').send(text);
  };
}
