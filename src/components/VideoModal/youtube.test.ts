import { describe, expect, it } from 'vitest';
import { externalHref, parseHttpUrl, startSeconds, youtubeEmbedUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`;

describe('youtubeEmbedUrl', () => {
  it.each([
    // watch pages
    [`https://www.youtube.com/watch?v=${ID}`, EMBED],
    [`http://www.youtube.com/watch?v=${ID}`, EMBED],
    [`https://youtube.com/watch?v=${ID}`, EMBED],
    [`www.youtube.com/watch?v=${ID}`, EMBED],
    [`youtube.com/watch?v=${ID}`, EMBED],
    [`//www.youtube.com/watch?v=${ID}`, EMBED],
    [`https://m.youtube.com/watch?v=${ID}`, EMBED],
    [`m.youtube.com/watch?v=${ID}`, EMBED],
    [`https://WWW.YouTube.com/watch?v=${ID}`, EMBED],
    [`https://www.youtube.com/watch/?v=${ID}`, EMBED],
    [`https://www.youtube.com/watch?feature=share&v=${ID}`, EMBED],
    [`https://www.youtube.com/watch?v=${ID}&list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs&index=2`, EMBED],
    [`https://www.youtube.com/watch?v=${ID}&si=AbCdEf123`, EMBED],
    [`  https://www.youtube.com/watch?v=${ID}  `, EMBED],
    [`https://www.youtube.com/watch?v=${ID}#comments`, EMBED],
    // short links
    [`https://youtu.be/${ID}`, EMBED],
    [`youtu.be/${ID}`, EMBED],
    [`https://www.youtu.be/${ID}`, EMBED],
    [`https://youtu.be/${ID}/`, EMBED],
    [`https://youtu.be/${ID}?si=Xy_9-abcDEF`, EMBED],
    // shorts, embed, live
    [`https://www.youtube.com/shorts/${ID}`, EMBED],
    [`youtube.com/shorts/${ID}?feature=share`, EMBED],
    [`https://m.youtube.com/shorts/${ID}/`, EMBED],
    [`https://www.youtube.com/embed/${ID}`, EMBED],
    [`https://www.youtube.com/embed/${ID}?rel=0&controls=0`, EMBED],
    [`https://www.youtube-nocookie.com/embed/${ID}`, EMBED],
    [`https://www.youtube.com/live/${ID}?si=abc`, EMBED],
    // ids with - and _
    ['https://youtu.be/a-B_c-D_e-F', 'https://www.youtube-nocookie.com/embed/a-B_c-D_e-F?autoplay=1&rel=0'],
    // start time
    [`https://www.youtube.com/watch?v=${ID}&t=30s`, `${EMBED}&start=30`],
    [`https://www.youtube.com/watch?v=${ID}&t=30`, `${EMBED}&start=30`],
    [`https://youtu.be/${ID}?t=90`, `${EMBED}&start=90`],
    [`https://youtu.be/${ID}?si=abc&t=1m30s`, `${EMBED}&start=90`],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, `${EMBED}&start=3723`],
    [`https://www.youtube.com/watch?v=${ID}&t=2m`, `${EMBED}&start=120`],
    [`https://www.youtube.com/watch?v=${ID}&t=1h`, `${EMBED}&start=3600`],
    [`https://www.youtube.com/embed/${ID}?start=45`, `${EMBED}&start=45`],
    [`https://www.youtube.com/watch?v=${ID}#t=15`, `${EMBED}&start=15`],
    // a start time that means nothing is left out
    [`https://www.youtube.com/watch?v=${ID}&t=0`, EMBED],
    [`https://www.youtube.com/watch?v=${ID}&t=`, EMBED],
    [`https://www.youtube.com/watch?v=${ID}&t=abc`, EMBED],
    [`https://www.youtube.com/watch?v=${ID}&t=-5`, EMBED],
    [`https://www.youtube.com/watch?v=${ID}&t=99999999999999999999`, EMBED],
  ])('%s → %s', (link, expected) => {
    expect(youtubeEmbedUrl(link)).toBe(expected);
  });

  it.each([
    // not a link
    [''],
    ['   '],
    ['não é um link'],
    [ID],
    // other schemes
    [`javascript:alert(1)//youtu.be/${ID}`],
    [`javascript://www.youtube.com/watch?v=${ID}`],
    [`data:text/html,youtu.be/${ID}`],
    [`ftp://www.youtube.com/watch?v=${ID}`],
    [`file:///youtu.be/${ID}`],
    // other hosts, look-alikes
    [`https://vimeo.com/123456789`],
    [`https://www.youtube.com.evil.com/watch?v=${ID}`],
    [`https://evilyoutube.com/watch?v=${ID}`],
    [`https://youtube.com@evil.com/watch?v=${ID}`],
    [`https://evil.com/?next=https://www.youtube.com/watch?v=${ID}`],
    [`https://evil.com/youtu.be/${ID}`],
    [`https://music.youtube.com/watch?v=${ID}`],
    [`https://user:pass@www.youtube.com/watch?v=${ID}`],
    // malformed ids
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/watch?v=${ID}X`],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc!'],
    ['https://www.youtube.com/watch?v=dQw4w9W%22cQ'],
    ['https://www.youtube.com/watch?v=dQw4w9W%20cQ'],
    [`https://youtu.be/${ID}/extra`],
    [`https://youtu.be/`],
    [`https://youtu.be/watch?v=${ID}`],
    // youtube pages that are no single video
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/watch'],
    [`https://www.youtube.com/watch?list=${ID}`],
    ['https://www.youtube.com/@canal'],
    ['https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs'],
    [`https://www.youtube.com/shorts/`],
    [`https://www.youtube.com/shorts/${ID}/extra`],
    [`https://www.youtube.com/v=${ID}`],
    [`https://www.youtube.com/${ID}`],
    // whitespace inside
    [`https://www.youtube.com/watch?v=${ID} https://evil.com`],
  ])('%s → null', (link) => {
    expect(youtubeEmbedUrl(link)).toBeNull();
  });
});

describe('startSeconds', () => {
  it.each([
    [null, null],
    ['', null],
    ['0', null],
    ['0s', null],
    ['10', 10],
    ['10s', 10],
    ['1m', 60],
    ['1m05s', 65],
    ['1h0m1s', 3601],
    ['1H2M3S', 3723],
    ['s', null],
    ['1x', null],
    ['1.5', null],
  ])('%s → %s', (value, expected) => {
    expect(startSeconds(value)).toBe(expected);
  });
});

describe('parseHttpUrl', () => {
  it.each([
    ['https://vimeo.com/1', 'https://vimeo.com/1'],
    ['http://exemplo.com.br/video', 'http://exemplo.com.br/video'],
    ['exemplo.com.br/video', 'https://exemplo.com.br/video'],
    ['javascript:alert(1)', null],
    ['mailto:a@b.c', null],
    ['', null],
    ['dois termos', null],
  ])('%s → %s', (link, expected) => {
    expect(parseHttpUrl(link)?.href ?? null).toBe(expected);
  });
});

describe('externalHref', () => {
  it.each([
    ['https://vimeo.com/1', 'https://vimeo.com/1'],
    ['  HTTP://exemplo.com.br/a b ', null],
    ['http://exemplo.com.br/video?x=1', 'http://exemplo.com.br/video?x=1'],
    ['exemplo.com.br/video', null],
    ['//exemplo.com.br/video', null],
    ['javascript:alert(1)', null],
    ['https://', null],
    ['não é um link', null],
  ])('%s → %s', (link, expected) => {
    expect(externalHref(link)).toBe(expected);
  });
});
