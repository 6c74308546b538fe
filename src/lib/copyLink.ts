import { toast } from './toast';

/** Puts a link on the clipboard and says so in a toast (or that it failed): the one way the app copies a link. */
export async function copyLink(url: string, texts: { copied: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(texts.copied);
  } catch {
    toast.error(texts.failed);
  }
}
