import type { HelpBrandFacts, HelpSeedArticle } from './help-content.ts';

/**
 * "How points work" (issue 19; ADR 0040), for brands that run points (PTSYS3), in the order and
 * with the anchor of every language. It states only what the points system does; the numbers
 * (rates, ratio, minimum, step) are the brand's settings, shown on the points mall's Rules tab.
 */
const clean = (source: string) =>
  source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join('\n');

export function pointsArticle(language: 'en' | 'bn' | 'fil', brand: HelpBrandFacts): HelpSeedArticle {
  const { name } = brand;
  const texts = {
    en: {
      title: 'How points work',
      content: `
        <p>At ${name} every settled bet earns points on its valid bet, at a rate for each game type. Open <a href="/pointMall">Points mall</a>
        in the account menu to see your points; its <strong>Rules</strong> tab shows the current rate of each game type and the conversion
        ratio.</p>
        <h3>Earning</h3>
        <ul>
          <li>Points are counted in thousandths of a point, so small bets add up; whole points appear in your balance.</li>
          <li>A cancelled bet earns nothing. If a round is settled again (a late result or a correction), its points are corrected to match.</li>
          <li>Points never expire.</li>
        </ul>
        <h3>Converting to cash</h3>
        <p>On the <strong>Convert</strong> tab, change points into real money in your main wallet at the ratio shown, from the minimum and in
        the steps shown. It needs your payment password and is paid at once.</p>
        <h3>The points mall</h3>
        <p>Mall items cost the points shown; some need total deposits of an amount first, and some are limited in number or per member. Redeem
        one with your payment password (a gift also needs your delivery address). Every redemption is <strong>In Process</strong> until our
        team checks it, then <strong>Approved</strong> (a cash voucher is paid into your main wallet, a bonus appears in your reward centre, a
        gift is sent) or <strong>Rejected</strong> with the reason, and the points come back. A message in your inbox tells you which.</p>
        <p>Your <strong>Redeem history</strong> and <strong>Points details</strong> tabs list every redemption and every change to your
        points, with the points earned and spent each day.</p>
      `,
    },
    bn: {
      title: 'পয়েন্ট কীভাবে কাজ করে',
      content: `
        <p>${name}-এ প্রতিটি নিষ্পত্তি হওয়া বাজি তার বৈধ বাজির উপর পয়েন্ট দেয়, প্রতিটি গেমের ধরনের জন্য নির্দিষ্ট হারে। আপনার পয়েন্ট দেখতে
        অ্যাকাউন্ট মেনু থেকে <a href="/pointMall">পয়েন্ট মল</a> খুলুন; এর <strong>নিয়ম</strong> ট্যাবে প্রতিটি গেমের ধরনের বর্তমান হার ও
        রূপান্তরের অনুপাত দেখানো আছে।</p>
        <h3>অর্জন</h3>
        <ul>
          <li>পয়েন্ট হাজার ভাগের এক ভাগে গোনা হয়, তাই ছোট বাজিও যোগ হয়; পূর্ণ পয়েন্ট আপনার ব্যালেন্সে দেখা যায়।</li>
          <li>বাতিল বাজিতে কোনো পয়েন্ট নেই। কোনো রাউন্ড আবার নিষ্পত্তি হলে (দেরিতে আসা ফল বা সংশোধন) তার পয়েন্টও সেই অনুযায়ী ঠিক করা হয়।</li>
          <li>পয়েন্টের মেয়াদ কখনও শেষ হয় না।</li>
        </ul>
        <h3>ক্যাশে রূপান্তর</h3>
        <p><strong>রূপান্তর</strong> ট্যাবে দেখানো অনুপাতে, দেখানো সর্বনিম্ন থেকে এবং দেখানো ধাপে পয়েন্টকে আপনার মূল ওয়ালেটের আসল টাকায় বদলান।
        এর জন্য আপনার পেমেন্ট পাসওয়ার্ড লাগে এবং টাকা সঙ্গে সঙ্গে দেওয়া হয়।</p>
        <h3>পয়েন্ট মল</h3>
        <p>মলের আইটেমের দাম দেখানো পয়েন্ট; কিছু আইটেমের আগে মোট একটি পরিমাণ ডিপোজিট লাগে, আর কিছু সংখ্যায় বা প্রতি সদস্যে সীমিত। আপনার পেমেন্ট
        পাসওয়ার্ড দিয়ে রিডিম করুন (উপহারের জন্য ডেলিভারির ঠিকানাও লাগে)। প্রতিটি রিডেম্পশন আমাদের টিম যাচাই না করা পর্যন্ত
        <strong>প্রক্রিয়াধীন</strong> থাকে, তারপর <strong>অনুমোদিত</strong> (ক্যাশ ভাউচার মূল ওয়ালেটে যায়, বোনাস রিওয়ার্ড সেন্টারে আসে,
        উপহার পাঠানো হয়) অথবা কারণসহ <strong>প্রত্যাখ্যাত</strong> হয় এবং পয়েন্ট ফেরত আসে। কোনটি হলো, তা আপনার ইনবক্সের বার্তায় জানানো হয়।</p>
        <p><strong>রিডিম ইতিহাস</strong> ও <strong>পয়েন্টের বিবরণ</strong> ট্যাবে প্রতিটি রিডেম্পশন ও আপনার পয়েন্টের প্রতিটি পরিবর্তন,
        প্রতিদিনের অর্জিত ও খরচ করা পয়েন্টসহ দেখা যায়।</p>
      `,
    },
    fil: {
      title: 'Paano gumagana ang points',
      content: `
        <p>Sa ${name}, bawat na-settle na taya ay kumikita ng points mula sa valid bet nito, sa rate ng bawat uri ng laro. Buksan ang
        <a href="/pointMall">Points mall</a> sa account menu para makita ang points mo; ipinapakita ng tab na <strong>Mga patakaran</strong>
        ang kasalukuyang rate ng bawat uri ng laro at ang ratio ng pag-convert.</p>
        <h3>Pagkita</h3>
        <ul>
          <li>Binibilang ang points sa ikasanlibo ng isang point, kaya nadaragdag kahit ang maliliit na taya; buong points ang lumalabas sa balance mo.</li>
          <li>Walang kinikita ang nakanselang taya. Kapag muling na-settle ang isang round (huling resulta o pagtatama), itinatama rin ang points nito.</li>
          <li>Hindi kailanman mag-e-expire ang points.</li>
        </ul>
        <h3>Pag-convert sa cash</h3>
        <p>Sa tab na <strong>I-convert</strong>, palitan ang points ng totoong pera sa main wallet mo sa ipinakitang ratio, mula sa minimum at
        sa mga hakbang na ipinakita. Kailangan ang payment password mo at agad itong ibinabayad.</p>
        <h3>Ang points mall</h3>
        <p>Ang presyo ng mga item sa mall ay ang ipinakitang points; may ilang nangangailangan muna ng kabuuang deposito, at may ilang limitado
        ang bilang o bawat member. I-redeem gamit ang payment password mo (kailangan din ng address para sa regalo). Bawat redemption ay
        <strong>In Process</strong> hanggang masuri ng team namin, saka <strong>Aprubado</strong> (pumapasok sa main wallet ang cash voucher,
        lumalabas sa reward centre ang bonus, ipinapadala ang regalo) o <strong>Tinanggihan</strong> na may dahilan, at bumabalik ang points.
        May mensahe sa inbox mo na nagsasabi kung alin.</p>
        <p>Nakalista sa mga tab na <strong>Kasaysayan ng redeem</strong> at <strong>Detalye ng points</strong> ang bawat redemption at bawat
        pagbabago sa points mo, kasama ang points na nakuha at nagastos bawat araw.</p>
      `,
    },
  }[language];
  return { anchor: 'points', kind: 'help', title: texts.title, content: clean(texts.content) };
}
