// Every error the dashboard shows goes through `errorText`: a known code becomes a sentence of the
// catalogue, anything else the error's own message. An object is never rendered.
import { isMessageKey, type MessageKey, type Translate } from './i18n';

interface TrpcLikeError {
  message?: unknown;
  data?: { code?: unknown; appCode?: unknown; httpStatus?: unknown } | null;
}

const BY_TRPC_CODE: Record<string, MessageKey> = {
  UNAUTHORIZED: 'error.UNAUTHENTICATED',
  FORBIDDEN: 'error.FORBIDDEN_ROLE',
  TOO_MANY_REQUESTS: 'common.tooManyRequests',
  INTERNAL_SERVER_ERROR: 'common.unknownError',
};

/** The tRPC code (`UNAUTHORIZED`, ...) and the platform's code (`TOKEN_EXPIRED`, ...) of an error. */
export function errorCodes(error: unknown): { code?: string; appCode?: string } {
  const data = (error as TrpcLikeError | null)?.data;
  return {
    ...(typeof data?.code === 'string' ? { code: data.code } : {}),
    ...(typeof data?.appCode === 'string' ? { appCode: data.appCode } : {}),
  };
}

/** The request carried no (valid) session: the caller must sign in again. A refused sign-in is not this. */
export function isSessionMissing(error: unknown): boolean {
  const { code, appCode } = errorCodes(error);
  return code === 'UNAUTHORIZED' && (appCode === undefined || appCode === 'UNAUTHENTICATED');
}

/** The field messages of a refused input (tRPC sends the schema's issues as JSON), e.g. `logo: Use a …`. */
function inputIssues(message: unknown): string | undefined {
  if (typeof message !== 'string' || !message.trimStart().startsWith('[')) return undefined;
  let issues: unknown;
  try {
    issues = JSON.parse(message);
  } catch {
    return undefined;
  }
  if (!Array.isArray(issues)) return undefined;
  const lines = issues.flatMap((issue: { message?: unknown; path?: unknown }) => {
    if (typeof issue?.message !== 'string') return [];
    const path = Array.isArray(issue.path) ? issue.path.filter((part) => part !== 'data').join('.') : '';
    return [path ? `${path}: ${issue.message}` : issue.message];
  });
  return lines.length > 0 ? lines.join('; ') : undefined;
}

export function errorText(error: unknown, t: Translate): string {
  if (error == null) return t('common.unknownError');
  const { code, appCode } = errorCodes(error);
  if (appCode) {
    const key = `error.${appCode}`;
    if (isMessageKey(key)) return t(key);
    const linkKey = `link.${appCode}`;
    if (isMessageKey(linkKey)) return t(linkKey);
  }
  if (code === 'BAD_REQUEST' && !appCode) {
    const details = inputIssues((error as TrpcLikeError).message);
    return details ? `${t('common.inputError')} ${details}` : t('common.inputError');
  }
  if (code && code in BY_TRPC_CODE && !appCode) return t(BY_TRPC_CODE[code] as MessageKey);
  const message = (error as TrpcLikeError).message;
  if (error instanceof TypeError || message === 'Failed to fetch') return t('common.networkError');
  return typeof message === 'string' && message.trim() !== '' ? message : t('common.unknownError');
}
