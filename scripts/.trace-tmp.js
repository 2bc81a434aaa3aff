const { chromium } = require('/work/main/node_modules/playwright-core');
const { findChromium } = require('/work/main/scripts/find-chromium');
const { recordLoad } = require('/work/main/scripts/slow-device');
(async()=>{
  const origin='http://127.0.0.1:8891';
  const browser=await chromium.launch({executablePath:findChromium(),args:['--no-sandbox']});
  for (const open of process.argv.slice(2)) {
  await fetch(origin+'/__dev/reset',{method:'POST'});
  const context=await browser.newContext();
  await context.request.post(origin+'/__dev/cart',{data:{items:[{slug:'beanie',quantity:1}]}});
  let url=origin+open;
  if(open==='pay'){const r=await context.request.post(origin+'/__dev/pending-order');url=new URL((await r.json()).pay_url,origin).href;}
  const page=await context.newPage();
  await page.addInitScript(recordLoad);
  const cdp=await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions',{offline:false,latency:400,downloadThroughput:-1,uploadThroughput:-1});
  const t0=Date.now(); const log=[];
  page.on('request',r=>log.push([Date.now()-t0,'>',r.url().replace(origin,'')]));
  page.on('requestfinished',r=>log.push([Date.now()-t0,'<',r.url().replace(origin,'')]));
  await page.goto(url);
  await page.waitForFunction(()=>window.__slowDevice.wallet!==null && window.__slowDevice.card!==null,undefined,{timeout:60000});
  await page.waitForTimeout(300);
  const rec=await page.evaluate(()=>window.__slowDevice);
  console.log('==',open,'wallet',Math.round(rec.wallet),'card',rec.card&&Math.round(rec.card));
  for(const l of log) console.log(String(l[0]).padStart(6),l[2].slice(0,110));
  await context.close();
  }
  await browser.close();
})();
