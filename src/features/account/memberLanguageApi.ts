import { useEffect, useRef } from 'react';
import { baseApi } from '../../api/baseApi';
import type { ApiEnvelope, MemberLanguage } from '../../api/wire';
import type { Language } from '../../i18n/languages';
import { useAppSelector } from '../../lib/store/hooks';
import { selectLanguage } from '../../preferences/preferencesSlice';

export type { MemberLanguage };

/** The member's chosen language on the server, so its mails to them are in it (PUT /user/language). */
export const memberLanguageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setMemberLanguage: build.mutation<MemberLanguage, Language>({
      query: (language) => ({ url: '/user/language', method: 'PUT', body: { language } }),
      transformResponse: (response: ApiEnvelope<MemberLanguage>) => response.data,
    }),
  }),
});

export const { useSetMemberLanguageMutation } = memberLanguageApi;

/**
 * Tells the server each language the logged-in member switches to. The switch itself never waits on it (the
 * preferences listener applies it), and a failed call changes nothing on screen: the next switch or login sends
 * the language again (login sends the `lang` cookie).
 */
export function useKeepMemberLanguage(): void {
  const language = useAppSelector(selectLanguage);
  const [save] = useSetMemberLanguageMutation();
  const sent = useRef(language);
  useEffect(() => {
    if (sent.current === language) return;
    sent.current = language;
    void save(language);
  }, [language, save]);
}
