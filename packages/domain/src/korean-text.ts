import { josa } from 'es-hangul';

/** `noun` with the particle its last syllable takes (공지사항과, FAQ와, 이벤트를): es-hangul's josa. */
export const withJosa = josa;
