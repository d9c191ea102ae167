import type { LateFont } from './late-fonts';

/** The id of the held module script (modules-after-paint.ts writes it, the starter reads it). */
export const HELD_MODULES_ID = 'held-modules';

/**
 * The inline script that starts the page's JavaScript once its largest element has been painted. The page's
 * LCP image carries `fetchpriority="high"` (the banner, the first photo, the first card); Chromium reports its
 * paint as a largest-contentful-paint entry, and only then are the fonts asked for (late-fonts.ts), the modules
 * preloaded and React Router's module script (held as a data block) put back, so nothing that only hydrates or
 * refines the page shares the connection with what the shopper is waiting to see. Without such an image, the
 * first largest paint starts them.
 *
 * The fonts the page's text uses are loaded first and added to the page together once they have all arrived (or
 * failed), so their swap is one relayout; the others are added unloaded, for the browser to fetch if text that
 * uses them appears. A browser without FontFace keeps the metric-matched fallback.
 *
 * When another element is already larger than the image can be (or the image shows no area, or fails to load), the
 * image will never be the largest paint, and the modules start then. Browsers without largest-contentful-paint
 * entries start two frames after that image has loaded (or at once). Last resort, for an image that loads but
 * is never painted (a hidden tab shows it later): three seconds after `load`.
 * Plain ES5 in a string: it runs inline, before any module, under the page's CSP nonce.
 */
export function moduleStarter(modules: readonly string[], fonts: readonly LateFont[] = []): string {
  // `</script>` cannot occur in a URL list, but escape `<` anyway: this text sits inside a script element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(modules,fonts){
var me=document.currentScript,started=false;
function addFonts(){if(!window.FontFace||!document.fonts)return;
var faces=fonts.map(function(f){return new FontFace(f.family,'url('+JSON.stringify(f.url)+') format("woff2")',f.descriptors);});
var wanted=faces.filter(function(face,i){return document.querySelector(fonts[i].usedBy);});
function add(){faces.forEach(function(face){document.fonts.add(face);});}
Promise.all(wanted.map(function(face){return face.load().catch(function(){});})).then(add);}
function start(){if(started)return;started=true;
addFonts();
modules.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.appendChild(l);});
var held=document.getElementById('${HELD_MODULES_ID}'),s=document.createElement('script');
s.type='module';s.nonce=me.nonce;s.textContent=held.textContent;held.replaceWith(s);}
function afterTwoFrames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start);});});}
var hero=document.querySelector('img[fetchpriority="high"]'),largest=0;
function heroArea(){var r=hero.getBoundingClientRect(),w=Math.min(r.right,innerWidth)-Math.max(r.left,0),h=Math.min(r.bottom,innerHeight)-Math.max(r.top,0);return w>0&&h>0?w*h:0;}
function heroCannotLead(){return !hero||heroArea()===0||largest>=heroArea();}
var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];
if(types.indexOf('largest-contentful-paint')>=0){
new PerformanceObserver(function(list){list.getEntries().forEach(function(e){largest=Math.max(largest,e.size);if(e.element===hero||heroCannotLead())start();});}).observe({type:'largest-contentful-paint',buffered:true});
if(hero)hero.addEventListener('error',start);
var backstop=function(){if(largest&&heroCannotLead())start();setTimeout(start,3000);};
if(document.readyState==='complete')backstop();else addEventListener('load',backstop);
}else if(hero&&!hero.complete){hero.addEventListener('load',afterTwoFrames);hero.addEventListener('error',afterTwoFrames);}
else afterTwoFrames();
})(${json(modules)},${json(fonts)});`;
}
