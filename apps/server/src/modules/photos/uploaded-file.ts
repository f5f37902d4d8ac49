import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors.ts';

export const uploadFieldName = 'file';

/**
 * Reads the one file of a multipart upload into memory (the plugin caps it at 15 MB). Every way a
 * client can get this wrong answers 400/413 instead of an unhandled error.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('NO_FILE');
  const { RequestFileTooLargeError } = request.server.multipartErrors;
  try {
    const part = await request.file();
    if (!part) throw badRequest('NO_FILE');
    if (part.fieldname !== uploadFieldName) {
      part.file.resume();
      throw badRequest('NO_FILE');
    }
    const bytes = await part.toBuffer();
    // Over a socket the plugin can hand back the first 15 MB without throwing, when the last chunk
    // is read before the stream is marked truncated; the flag is set by the time the stream ends.
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
    if (bytes.length === 0) throw badRequest('NO_FILE');
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof RequestFileTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE');
    // Anything else here is a malformed multipart body (bad boundary, truncated part, …).
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw badRequest('NO_FILE');
  }
}
