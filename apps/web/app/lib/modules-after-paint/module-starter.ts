/** The id of the held module script (modules-after-paint.ts writes it, the starter reads it). */
export const HELD_MODULES_ID = 'held-modules';

/**
 * The inline script that starts the page's JavaScript once its largest element has been painted. The page's
 * LCP image carries `fetchpriority="high"` (the banner, the first photo, the first card); Chromium reports its
 * paint as a largest-contentful-paint entry, and only then are the modules preloaded and React Router's module
 * script (held as a data block) put back, so nothing that only hydrates the page shares the connection with
 * what the shopper is waiting to see. Without such an image, the first largest paint starts them.
 *
 * When another element is already larger than the image can be (or the image shows no area, or fails to load), the
 * image will never be the largest paint, and the modules start then. Browsers without largest-contentful-paint
 * entries start two frames after that image has loaded (or at once). Last resort, for an image that loads but
 * is never painted (a hidden tab shows it later): three seconds after `load`.
 * Plain ES5 in a string: it runs inline, before any module, under the page's CSP nonce.
 */
export function moduleStarter(modules: readonly string[]): string {
  // `</script>` cannot occur in a URL list, but escape `<` anyway: this text sits inside a script element.
  const list = JSON.stringify(modules).replace(/</g, '\\u003c');
  return `(function(modules){
var me=document.currentScript,started=false;
function start(){if(started)return;started=true;
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
})(${list});`;
}
