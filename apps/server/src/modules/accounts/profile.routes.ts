import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordBodySchema,
  DataExportSchema,
  DeleteAccountBodySchema,
  SignInMethodsSchema,
  UpdateProfileBodySchema,
  UserSchema,
} from '@recipes/contracts';
import { unauthenticated } from '../../domain-errors.ts';
import { bearerAuth, errorResponses } from '../../http/openapi.ts';
import { readUploadedFile } from '../photos/uploaded-file.ts';
import { SignInLocked } from './accounts.service.ts';
import { requireUser } from './authenticate.ts';

const tags = ['profile'];

/** Runs a password-checking action; a lock-out also tells the client when to come back. */
async function withRetryAfter<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof SignInLocked) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profile } = app.services;
  app.addHook('onClose', async () => profile.close());

  app.patch(
    '/users/me',
    {
      schema: {
        tags,
        summary: 'Change your name and/or e-mail address',
        description: 'Fields left out stay as they are. An e-mail address another member uses answers 409.',
        body: UpdateProfileBodySchema,
        response: { 200: UserSchema.describe('The member as changed'), ...errorResponses(400, 401, 409) },
        security: bearerAuth,
      },
    },
    async (request) => profile.update(requireUser(request), request.body, request.language),
  );

  app.put(
    '/users/me/password',
    {
      schema: {
        tags,
        summary: 'Change your password; every other session is signed out',
        description:
          'currentPassword is required when you have a password (400 without it, 403 when wrong, 429 with Retry-After ' +
          'after repeated wrong ones). A member who signed up through Facebook or Google sets a first password without it.',
        body: ChangePasswordBodySchema,
        response: { 204: z.null().describe('Changed'), ...errorResponses(400, 401, 403, 429) },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.token) throw unauthenticated();
      const token = request.token;
      await withRetryAfter(reply, () => profile.changePassword(user, token, request.body));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/me/avatar',
    {
      schema: {
        tags,
        summary: 'Upload a profile photo (multipart field "file"); stored cropped to a 400 px square',
        description:
          'The same images as photo uploads are accepted (judged by their bytes, at most 15 MB). Replaces and removes ' +
          'the previous avatar. Answers the member with the new profilePicture.',
        consumes: ['multipart/form-data'],
        response: {
          200: UserSchema.describe('The member with the new profile photo'),
          ...errorResponses(400, 401, 413, 415),
        },
        security: bearerAuth,
      },
    },
    async (request) => {
      const user = requireUser(request);
      return profile.setAvatar(user, await readUploadedFile(request));
    },
  );

  app.delete(
    '/users/me',
    {
      schema: {
        tags,
        summary: 'Delete your account with all its recipes, ratings, favorites, follows and photos',
        description:
          'Send {"confirm": true} and, when you have a password, {"password": "…"} (400 without it, 403 when wrong). ' +
          'Cannot be undone; every session ends.',
        body: DeleteAccountBodySchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 429) },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await withRetryAfter(reply, () => profile.deleteAccount(user, request.body));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/me/export',
    {
      schema: {
        tags,
        summary: 'Download your data as JSON',
        description:
          'Sent as an attachment named my-recipe-data.json: profile, every recipe (inactive ones too), ratings, ' +
          'favorites and follows. No password hash and no tokens.',
        response: {
          200: DataExportSchema.describe('Everything stored about you, as a JSON attachment'),
          ...errorResponses(401),
        },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const data = await profile.exportData(requireUser(request));
      reply.header('content-disposition', 'attachment; filename="my-recipe-data.json"');
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.get(
    '/users/me/sign-in-methods',
    {
      schema: {
        tags,
        summary: 'How you can sign in: password, Facebook, Google',
        description: 'The Edit Profile form asks for the current password only when password is true.',
        response: { 200: SignInMethodsSchema.describe('The sign-in methods of your account'), ...errorResponses(401) },
        security: bearerAuth,
      },
    },
    async (request) => profile.signInMethods(requireUser(request)),
  );
};
