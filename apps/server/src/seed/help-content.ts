import { pointsArticle } from './help-points.ts';

/**
 * Demo help-centre and legal content seeded for every brand, per language. Each language returns the
 * same articles in the same order with the same anchors; only the text is translated. Brand facts are
 * filled in through template literals so every white-label site reads as its own.
 */

export interface HelpSeedArticle {
  /** lower-case slug, matches /^[a-z0-9-]{1,40}$/ */
  anchor: string;
  kind: 'help' | 'terms';
  title: string;
  /** HTML using only: p, br, strong, em, ul, ol, li, h3, h4, a (href to relative paths like /help#deposits or mailto:), table/thead/tbody/tr/th/td. No inline styles, no scripts, no images. */
  content: string;
}

export interface HelpBrandFacts {
  /** Brand name, e.g. "Tiger Star". */
  name: string;
  /** Minimum player age, e.g. 18. */
  minimumAge: number;
  /** ISO currency code, e.g. "BDT". */
  currency: string;
  /** Support address, e.g. "support@tigerstar.example". */
  supportEmail: string;
  /** The brand runs points (PTSYS3): "How points work" follows the promotions article. */
  points?: boolean;
}

/** Drops the source indentation so the stored HTML is one block element per line. */
function html(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

function mailLink(email: string): string {
  return `<a href="mailto:${email}">${email}</a>`;
}

function english(brand: HelpBrandFacts): HelpSeedArticle[] {
  const { name, minimumAge, currency } = brand;
  const mail = mailLink(brand.supportEmail);
  return [
    {
      anchor: 'getting-started',
      kind: 'help',
      title: 'Getting Started',
      content: html(`
        <p>Welcome to ${name}! Creating your account takes only a minute. Once you are registered, you can deposit in ${currency},
        join our promotions and enjoy all of your favourite games from a single wallet.</p>
        <h3>Creating an account</h3>
        <ol>
          <li>Tap <strong>Register</strong> at the top of any page.</li>
          <li>Choose how you would like to sign up: with a <strong>username</strong> and password, or with your <strong>mobile number</strong>.</li>
          <li>Enter your details and choose a password that you do not use on any other site.</li>
          <li>Confirm that you are at least ${minimumAge} years old (or the legal age where you live, if that is higher) and that you accept our
          <a href="/help#terms">Terms and Conditions</a>.</li>
        </ol>
        <h3>Verifying your mobile number</h3>
        <p>If you register with a mobile number, or add one later, we will send you a one-time code by SMS. Enter the code on screen to verify
        the number. Codes expire after a short time, so simply request a new one if yours no longer works. A verified number helps protect
        your account and lets you regain access if you ever forget your password.</p>
        <h3>After registration</h3>
        <p>You are signed in automatically. We recommend completing your profile first, then reading our guides to
        <a href="/help#deposits">deposits</a> and <a href="/help#account-security">account security</a>.</p>
        <p>Need a hand? Our friendly support team is always ready to help — just <a href="/help#contact-us">contact us</a>.</p>
      `),
    },
    {
      anchor: 'deposits',
      kind: 'help',
      title: 'Deposits',
      content: html(`
        <p>All balances at ${name} are held in ${currency}. Open <strong>Deposit</strong> from the menu or your wallet to see the payment
        methods available to you.</p>
        <h3>Online payment</h3>
        <p>Choose an online method, enter the amount and follow the instructions to complete the payment with your provider. Funds are usually
        credited to your balance automatically as soon as the provider confirms the payment.</p>
        <h3>Manual bank transfer</h3>
        <ol>
          <li>Select bank transfer and note the receiving account details shown on screen. These details can change, so always check them
          before each transfer.</li>
          <li>Send the money from a bank account in your own name.</li>
          <li>Submit the deposit form with the amount, the transaction <strong>reference</strong> from your bank and proof of payment.</li>
        </ol>
        <p>Proof of payment must be a screenshot or photo in <strong>PNG or JPG</strong> format, up to <strong>5 MB</strong> per image, with a
        maximum of <strong>3 images</strong> per deposit. Please make sure the amount, date and reference are clearly visible.</p>
        <p>Manual transfers are credited once our payments team has matched them against the bank statement. Most are reviewed quickly, but it
        may take a little longer at busy times or if the details do not match.</p>
        <h3>Minimum and maximum amounts</h3>
        <p>Each method has its own minimum and maximum amount in ${currency}, shown next to the method before you confirm. If a deposit has not
        arrived, please <a href="/help#contact-us">contact support</a> and quote your reference.</p>
      `),
    },
    {
      anchor: 'withdrawals',
      kind: 'help',
      title: 'Withdrawals',
      content: html(`
        <p>Withdrawing your winnings from ${name} is simple. A couple of one-time steps keep your money safe.</p>
        <h3>Before your first withdrawal</h3>
        <ul>
          <li><strong>Bind a bank account</strong> in your wallet settings. The account must be in your own name.</li>
          <li><strong>Set a payment password.</strong> It is separate from your login password and is needed to confirm every withdrawal.</li>
        </ul>
        <h3>Wagering requirements</h3>
        <p>Deposits may carry a wagering requirement, meaning a certain amount must be played through before the funds can be withdrawn.
        Your wallet shows how much is left; once it reaches zero, you are free to withdraw.</p>
        <p>A bonus is kept in your bonus balance until its own wagering is done (see <a href="/help#promotions-points">Promotions and
        Bonuses</a>). Withdrawing while a bonus is active gives the bonus up; the withdraw page asks you first.</p>
        <h3>Requesting a withdrawal</h3>
        <p>Open <strong>Withdraw</strong>, choose your bound bank account, enter the amount in ${currency} and confirm with your payment
        password. The amount is held from your balance while the request is processed.</p>
        <h3>Withdrawal status</h3>
        <table>
          <thead><tr><th>Status</th><th>What it means</th></tr></thead>
          <tbody>
            <tr><td>Pending</td><td>Your request is waiting to be reviewed.</td></tr>
            <tr><td>Approved / Paid</td><td>Your request has been approved and the money sent to your bank account.</td></tr>
            <tr><td>Rejected</td><td>The request was declined and the held amount has been released back to your balance. The reason is shown
            with the request.</td></tr>
          </tbody>
        </table>
        <h3>Confirming receipt</h3>
        <p>When the money reaches your bank account, please confirm receipt in your withdrawal history. If a withdrawal marked as paid has not
        arrived, <a href="/help#contact-us">contact us</a> and we will trace it with you.</p>
      `),
    },
    {
      anchor: 'account-security',
      kind: 'help',
      title: 'Account Security',
      content: html(`
        <p>${name} protects your account with several layers of security, but your own habits matter just as much.</p>
        <h3>Use a strong password</h3>
        <ul>
          <li>Choose a long password that mixes letters, numbers and symbols.</li>
          <li>Never reuse a password from another website or e-mail account.</li>
          <li>Keep your payment password different from your login password.</li>
        </ul>
        <h3>Never share your codes</h3>
        <p>${name} staff will <strong>never</strong> ask for your password, payment password or SMS verification codes. Anyone who asks for
        them, whether by phone, chat or social media, is attempting fraud. Do not share them, not even with friends.</p>
        <h3>Two-step verification</h3>
        <p>When you sign in from a new device or location, we may ask you to confirm it is really you with a code sent to your verified mobile
        number or e-mail address. This keeps others out of your account even if they know your password.</p>
        <h3>Changing your password</h3>
        <p>Go to <strong>Account &gt; Security</strong> to change your login or payment password at any time. We recommend changing it
        regularly, and straight away if you think someone else may know it.</p>
        <h3>Forgot your password?</h3>
        <p>Tap <strong>Forgot password</strong> on the sign-in screen and choose to reset it by e-mail or by mobile number. We will send a link
        or code to your verified contact details. If you can no longer access either, please <a href="/help#contact-us">contact support</a>.</p>
      `),
    },
    {
      anchor: 'promotions-points',
      kind: 'help',
      title: 'Promotions and Bonuses',
      content: html(`
        <p>The <a href="/promotions">Promotions</a> page lists every offer running at ${name} with its full terms, and shows what you can do
        next: <strong>Join</strong>, <strong>Claim</strong>, <strong>Apply</strong> or enter a code. Your bonuses, their wagering progress
        and your rewards are also in the <strong>Reward Centre</strong> in your account menu.</p>
        <h3>Current promotions</h3>
        <ul>
          <li><strong>100% welcome bonus:</strong> your first deposit of at least 200 ${currency} gets 100% of it as bonus money, up to
          5,000 ${currency}. Wager the bonus 20 times within 14 days of when it starts, with bets of up to 500 ${currency} while it is active.
          Claim it on the Promotions page or in the Reward Centre once the deposit is credited. Once per member and household.</li>
          <li><strong>Weekly cashback:</strong> 5% of your net loss for the week (what you lost in bets minus what you won), when it is at least
          1,000 ${currency}, up to 5,000 ${currency}. Claim it on Monday on the Promotions page; it carries 1× wagering.</li>
          <li><strong>Weekend reload:</strong> a deposit made on a Friday, Saturday or Sunday gets a 30% bonus, up to 1,500 ${currency}, once a
          week, with 10× wagering.</li>
          <li><strong>Promo code WELCOME10:</strong> enter it on the Promotions page for a 100 ${currency} bonus with 5× wagering, once per
          member.</li>
          <li><strong>Share your big win:</strong> apply with a screenshot of your win and a remark. Our team reviews it; if approved, you get a
          200 ${currency} bonus with 3× wagering.</li>
          <li><strong>Weekly raffle:</strong> see below.</li>
        </ul>
        <p>Promotions may change or end; the Promotions page always shows the terms in force, and a bonus you already have keeps the terms it
        was granted with.</p>
        <h3>Claiming</h3>
        <ol>
          <li>Open the promotion and read its terms: who can take part, the minimum deposit, the wagering, the maximum bet and the expiry.</li>
          <li>Do what it asks: make the qualifying deposit, join, enter the code or apply.</li>
          <li>When the promotion shows <strong>Claim</strong>, tap it. A claim pays once, even if you tap twice.</li>
        </ol>
        <p>An application takes a remark of up to 140 characters and up to 3 PNG or JPG images of up to 5 MB each. It shows
        <strong>Applying</strong> while our team reviews it; if it is rejected you may apply again while the promotion runs.</p>
        <p><strong>Once per household</strong> means that a member who registered or last signed in from the same network address as a member
        who already received the promotion cannot receive it again.</p>
        <h3>The bonus wallet</h3>
        <p>Bonus money is kept apart from your real money, in your bonus balance, shown with your funds. One bonus is active at a time; a bonus
        you claim while another is active waits in line and starts when that one ends. When you bet, your real money is spent first and bonus
        money only pays the rest. Winnings from the bonus part of a bet stay bonus money until the wagering is done.</p>
        <h3>Wagering and game contributions</h3>
        <p>The wagering requirement is a multiple of the bonus: 20× a 1,000 ${currency} bonus means 20,000 ${currency} of bets. Each settled
        bet counts its valid bet times the contribution of its game:</p>
        <table>
          <thead><tr><th>Games</th><th>Counts</th></tr></thead>
          <tbody>
            <tr><td>Slots and fishing games</td><td>100%</td></tr>
            <tr><td>In-house games</td><td>50%</td></tr>
            <tr><td>Live casino</td><td>10%</td></tr>
            <tr><td>Lottery</td><td>0%</td></tr>
          </tbody>
        </table>
        <p>Games that count 0%, and providers you move money into from your wallet before playing, are played with real money only. A round
        that is cancelled or rolled back no longer counts. The Reward Centre shows your progress as you play.</p>
        <h3>Maximum bet</h3>
        <p>While a bonus is active, a bet on a game that counts towards wagering may not be larger than the bonus's maximum bet
        (500 ${currency} for the welcome bonus). A larger bet is refused before it is placed, with a message that names the limit; we never
        take winnings back afterwards.</p>
        <h3>When the wagering is done</h3>
        <p>The bonus balance becomes real money in your main wallet at once (up to any conversion limit shown in the terms), and the next
        bonus in line starts. If your bonus balance runs out first, the bonus simply ends.</p>
        <h3>Expiry and giving up a bonus</h3>
        <p>The time limit counts from when the bonus starts (14 days for the welcome bonus). If it runs out before the wagering is done, the
        remaining bonus balance is removed. You can also give up an active or waiting bonus yourself in the Reward Centre. If a bet is still
        open when its bonus ends, the bonus part of its payout is paid as real money when the wagering was completed, and is not paid when the
        bonus expired or was given up.</p>
        <h3>Withdrawing with an active bonus</h3>
        <p>A withdrawal while a bonus is active gives the bonus up: the withdraw page asks you to confirm first, and the remaining bonus balance
        is removed. Finish the wagering first if you want to keep it.</p>
        <h3>Weekly raffle</h3>
        <p>Join the raffle on the Promotions page. From then on you earn one ticket for every 500 ${currency} you deposit and one for every
        2,000 ${currency} of valid bets in the week. At the end of the week the draw picks the winners of 5,000, 2,000 and 1,000
        ${currency} and five prizes of 500 ${currency}, one prize per member, paid to the winners' wallets.</p>
        <p>The draw is provably fair. When the week opens we publish the hash of a secret seed; after the draw we reveal the seed. The winners
        follow from the seed and the list of tickets alone, so anyone can recompute the draw on the <a href="/fairness">Fairness</a> page and
        check the result.</p>
        <h3>Manual rebate</h3>
        <p>Where ${name} offers it, you earn a rebate on every valid bet, at a rate for each game type. Open <strong>Manual rebate</strong> in
        the account menu to see what you have earned since your last claim, by game type, and claim it into your main wallet once it reaches
        the minimum shown.</p>
        <p>Questions about a promotion? <a href="/help#contact-us">Our support team</a> will be glad to help.</p>
      `),
    },
    ...(brand.points ? [pointsArticle('en', brand)] : []),
    {
      anchor: 'contact-us',
      kind: 'help',
      title: 'Contact Us',
      content: html(`
        <p>Our support team is here to help with everything from deposits to account questions. Choose whichever channel suits you best.</p>
        <h3>Live chat</h3>
        <p>The quickest way to reach us. Tap the chat icon on any page to talk to a support agent. Have your username ready, but never share
        your password.</p>
        <h3>Telegram</h3>
        <p>Use the official ${name} Telegram link on our site to message support and get the latest promotion news. Only follow links published
        on our site, as scammers sometimes create fake accounts.</p>
        <h3>Facebook</h3>
        <p>Follow our official Facebook page for announcements, events and updates. You can also send us a message there.</p>
        <h3>Feedback form</h3>
        <p>Have a suggestion or a complaint? Use the feedback form in your account. Describe the issue and include any useful details, such as
        transaction references. We read every message.</p>
        <h3>E-mail</h3>
        <p>For detailed enquiries, write to ${mail} from the e-mail address registered on your account.</p>
        <p>Tip: many answers are already in our <a href="/help#getting-started">Help Centre</a>.</p>
      `),
    },
    {
      anchor: 'terms',
      kind: 'terms',
      title: 'Terms and Conditions',
      content: html(`
        <p>These terms apply to everyone who uses ${name}. By creating an account, you agree to them, so please read them carefully.</p>
        <h3>1. Eligibility</h3>
        <p>You must be at least ${minimumAge} years old, or the legal gambling age where you live if that is higher, and online gaming must be
        lawful in your jurisdiction. See our <a href="/help#age-policy">Age Policy</a>.</p>
        <h3>2. One account per person</h3>
        <p>Each person may hold only one account. Duplicate accounts may be closed, and any bonuses or winnings obtained through them may be
        voided.</p>
        <h3>3. Accurate information</h3>
        <p>You must provide true, complete and current information and keep it up to date. We may ask you to verify your identity before
        processing a withdrawal. Bank accounts used with ${name} must be in your own name.</p>
        <h3>4. Fair play</h3>
        <p>Collusion, bots or automated software, exploiting faults and bonus abuse are not allowed. The operator may void bets or winnings that
        result from obvious errors, system malfunctions or abuse, and may hold funds while an investigation is under way.</p>
        <h3>5. Account closure</h3>
        <p>You may close your account at any time by contacting support. We may suspend or close accounts that breach these terms. When an
        account is closed, any legitimate remaining balance in ${currency} will be paid out in line with these terms.</p>
        <h3>6. Changes to these terms</h3>
        <p>We may update these terms from time to time. Significant changes will be announced on the site, and continuing to use your account
        means you accept the updated terms.</p>
        <p>Questions? Contact us at ${mail}.</p>
      `),
    },
    {
      anchor: 'responsible-gaming',
      kind: 'terms',
      title: 'Responsible Gaming',
      content: html(`
        <p>At ${name}, gaming should always be fun. We encourage every player to play responsibly and stay in control.</p>
        <h3>Play for entertainment</h3>
        <ul>
          <li>See gaming as entertainment, not as a way to earn money or solve financial problems.</li>
          <li>Only play with money you can afford to lose, and never chase your losses.</li>
          <li>Avoid playing when you are stressed, upset or have been drinking.</li>
        </ul>
        <h3>Tools to stay in control</h3>
        <ul>
          <li><strong>Know what you spend:</strong> your betting record, account record and profit and loss in the member centre show what you
          have played, deposited and won or lost.</li>
          <li><strong>Take a break:</strong> step away regularly and keep an eye on how long you have been playing.</li>
          <li><strong>Self-exclusion:</strong> if you need a longer break, ask support to disable your account for as long as you want, or for
          good. While it is disabled, you cannot sign in, deposit or play.</li>
        </ul>
        <p>For a break or self-exclusion, contact support.</p>
        <h3>Signs of problem gambling</h3>
        <ul>
          <li>Spending more time or money than you intended</li>
          <li>Borrowing money or selling belongings to gamble</li>
          <li>Hiding your gambling from family or friends</li>
          <li>Feeling anxious, irritable or guilty about gambling</li>
          <li>Neglecting work, studies or family</li>
        </ul>
        <h3>Where to get help</h3>
        <p>If any of this sounds familiar, please reach out. Talk to someone you trust, contact a local counselling service or problem-gambling
        support organisation, or speak to a doctor. Our team can also help you take a break or exclude yourself: ${mail}.</p>
      `),
    },
    {
      anchor: 'privacy',
      kind: 'terms',
      title: 'Privacy Policy',
      content: html(`
        <p>${name} respects your privacy. This policy explains what personal data we collect, why we collect it and how we protect it.</p>
        <h3>What we collect</h3>
        <ul>
          <li>Account details: username, mobile number, e-mail address and date of birth</li>
          <li>Payment information: bound bank account details, deposit and withdrawal records, and proof-of-payment images you upload</li>
          <li>Gameplay and transaction history</li>
          <li>Technical data: IP address, device and browser type, and sign-in times</li>
        </ul>
        <h3>Why we use it</h3>
        <p>We use your data to run your account, process payments in ${currency}, verify your age and identity, prevent fraud and protect your
        account (for example, by spotting sign-ins from new locations), provide support and meet our legal obligations. We never sell your
        personal data.</p>
        <h3>How we protect it</h3>
        <p>Passwords are stored in hashed form, data travels over encrypted connections, and access is limited to staff who need it for their
        work.</p>
        <h3>How long we keep it</h3>
        <p>We keep your data only as long as these purposes require and as the law demands, for example for financial records. Data that is no
        longer needed is deleted or anonymised.</p>
        <h3>Your rights</h3>
        <p>You may ask to see your data, have inaccurate information corrected, or have it deleted where the law allows. Contact us at ${mail}.</p>
        <h3>Cookies and local storage</h3>
        <p>We use cookies and your browser's local storage only to remember your language and keep you signed in. We do not use them for
        advertising or third-party tracking.</p>
      `),
    },
    {
      anchor: 'age-policy',
      kind: 'terms',
      title: 'Age Policy',
      content: html(`
        <p>Gaming at ${name} is strictly for adults. You must be at least <strong>${minimumAge} years old</strong> to register, deposit or play.</p>
        <h3>Local laws</h3>
        <p>In some jurisdictions the legal gambling age is 21. If you live in one of them, you must be at least 21, and that higher age applies
        to you. It is your responsibility to know and follow the law where you live.</p>
        <h3>Age verification</h3>
        <p>By registering, you confirm that you meet the minimum age. We may ask for proof of age at any time, for example before processing a
        withdrawal. If you cannot provide it, your account may be suspended until verification is complete.</p>
        <h3>Accounts of minors</h3>
        <p>If we find that an account belongs to someone under the required age, it will be closed immediately. Any deposits will be returned,
        and any winnings will be void.</p>
        <h3>Help us protect minors</h3>
        <ul>
          <li>Do not share your account or sign-in details with anyone, especially children.</li>
          <li>Sign out when you have finished playing, particularly on shared devices.</li>
          <li>Consider parental control software on devices that children can use.</li>
        </ul>
        <p>If you believe a minor is using ${name}, please tell us at ${mail}. Every report is handled in confidence.</p>
      `),
    },
  ];
}

function bengali(brand: HelpBrandFacts): HelpSeedArticle[] {
  const { name, minimumAge, currency } = brand;
  const mail = mailLink(brand.supportEmail);
  return [
    {
      anchor: 'getting-started',
      kind: 'help',
      title: 'শুরু করবেন যেভাবে',
      content: html(`
        <p>${name}-এ আপনাকে স্বাগতম! অ্যাকাউন্ট খুলতে মাত্র এক মিনিট লাগে। রেজিস্ট্রেশনের পর আপনি ${currency}-তে ডিপোজিট করতে,
        আমাদের প্রোমোশনে অংশ নিতে এবং একটি ওয়ালেট থেকেই আপনার প্রিয় সব গেম উপভোগ করতে পারবেন।</p>
        <h3>অ্যাকাউন্ট তৈরি করুন</h3>
        <ol>
          <li>যেকোনো পেজের উপরে থাকা <strong>রেজিস্টার</strong> বাটনে ট্যাপ করুন।</li>
          <li>কীভাবে সাইন আপ করবেন তা বেছে নিন: <strong>ইউজারনেম</strong> ও পাসওয়ার্ড দিয়ে, অথবা আপনার <strong>মোবাইল নম্বর</strong> দিয়ে।</li>
          <li>আপনার তথ্য দিন এবং এমন একটি পাসওয়ার্ড বেছে নিন যা আপনি অন্য কোনো সাইটে ব্যবহার করেন না।</li>
          <li>নিশ্চিত করুন যে আপনার বয়স কমপক্ষে ${minimumAge} বছর (আপনার এলাকায় আইনগত বয়সসীমা এর বেশি হলে সেটি) এবং আপনি আমাদের
          <a href="/help#terms">শর্তাবলী</a> মেনে নিচ্ছেন।</li>
        </ol>
        <h3>মোবাইল নম্বর যাচাই</h3>
        <p>মোবাইল নম্বর দিয়ে রেজিস্টার করলে, কিংবা পরে নম্বর যোগ করলে, আমরা SMS-এর মাধ্যমে একটি এককালীন কোড পাঠাব। নম্বরটি যাচাই
        করতে স্ক্রিনে কোডটি লিখুন। কোডের মেয়াদ অল্প সময়ের মধ্যেই শেষ হয়ে যায়, তাই কোড কাজ না করলে নতুন একটি কোড চেয়ে নিন। যাচাই করা
        নম্বর আপনার অ্যাকাউন্টকে সুরক্ষিত রাখে এবং কখনো পাসওয়ার্ড ভুলে গেলে অ্যাকাউন্ট ফিরে পেতে সাহায্য করে।</p>
        <h3>রেজিস্ট্রেশনের পর</h3>
        <p>রেজিস্ট্রেশন শেষে আপনি স্বয়ংক্রিয়ভাবে লগ ইন হয়ে যাবেন। আমাদের পরামর্শ, প্রথমে প্রোফাইলে গিয়ে আপনার তথ্য সম্পূর্ণ করুন, তারপর
        <a href="/help#deposits">ডিপোজিট</a> ও <a href="/help#account-security">অ্যাকাউন্ট নিরাপত্তা</a> বিষয়ক নির্দেশিকাগুলো পড়ে নিন।</p>
        <p>কোনো সাহায্য দরকার? আমাদের সাপোর্ট টিম সবসময় আপনার পাশে আছে — <a href="/help#contact-us">যোগাযোগ করুন</a>।</p>
      `),
    },
    {
      anchor: 'deposits',
      kind: 'help',
      title: 'ডিপোজিট',
      content: html(`
        <p>${name}-এর সব ব্যালেন্স ${currency}-তে রাখা হয়। আপনার জন্য কোন কোন পেমেন্ট পদ্ধতি চালু আছে দেখতে মেনু বা ওয়ালেট থেকে
        <strong>ডিপোজিট</strong> খুলুন।</p>
        <h3>অনলাইন পেমেন্ট</h3>
        <p>একটি অনলাইন পদ্ধতি বেছে নিন, টাকার পরিমাণ লিখুন এবং নির্দেশনা অনুযায়ী আপনার পেমেন্ট প্রোভাইডারের মাধ্যমে পেমেন্ট সম্পন্ন করুন।
        প্রোভাইডার পেমেন্ট নিশ্চিত করার সঙ্গে সঙ্গে সাধারণত টাকা স্বয়ংক্রিয়ভাবে আপনার ব্যালেন্সে যোগ হয়ে যায়।</p>
        <h3>ম্যানুয়াল ব্যাংক ট্রান্সফার</h3>
        <ol>
          <li>ব্যাংক ট্রান্সফার বেছে নিন এবং স্ক্রিনে দেখানো প্রাপক অ্যাকাউন্টের তথ্য টুকে রাখুন। এই তথ্য বদলাতে পারে, তাই প্রতিবার
          ট্রান্সফারের আগে অবশ্যই মিলিয়ে নিন।</li>
          <li>আপনার নিজের নামের ব্যাংক অ্যাকাউন্ট থেকে টাকা পাঠান।</li>
          <li>টাকার পরিমাণ, ব্যাংক থেকে পাওয়া লেনদেনের <strong>রেফারেন্স</strong> নম্বর এবং পেমেন্টের প্রমাণসহ ডিপোজিট ফর্মটি জমা দিন।</li>
        </ol>
        <p>পেমেন্টের প্রমাণ হিসেবে <strong>PNG বা JPG</strong> ফরম্যাটের স্ক্রিনশট বা ছবি দিন। প্রতিটি ছবি সর্বোচ্চ <strong>5 MB</strong>
        হতে পারবে এবং প্রতি ডিপোজিটে সর্বোচ্চ <strong>3টি ছবি</strong> দেওয়া যাবে। ছবিতে টাকার পরিমাণ, তারিখ ও রেফারেন্স যেন পরিষ্কার
        দেখা যায়।</p>
        <p>আমাদের পেমেন্ট টিম ব্যাংক স্টেটমেন্টের সঙ্গে মিলিয়ে দেখার পর ম্যানুয়াল ট্রান্সফারের টাকা আপনার ব্যালেন্সে যোগ করা হয়। বেশিরভাগ
        ক্ষেত্রে দ্রুতই যাচাই হয়ে যায়, তবে ব্যস্ত সময়ে বা তথ্য না মিললে কিছুটা বেশি সময় লাগতে পারে।</p>
        <h3>সর্বনিম্ন ও সর্বোচ্চ পরিমাণ</h3>
        <p>প্রতিটি পদ্ধতির নিজস্ব সর্বনিম্ন ও সর্বোচ্চ পরিমাণ (${currency}) রয়েছে, যা নিশ্চিত করার আগেই পদ্ধতির পাশে দেখানো হয়। কোনো
        ডিপোজিট না পৌঁছালে রেফারেন্স নম্বরসহ <a href="/help#contact-us">সাপোর্টে যোগাযোগ করুন</a>।</p>
      `),
    },
    {
      anchor: 'withdrawals',
      kind: 'help',
      title: 'উত্তোলন (উইথড্র)',
      content: html(`
        <p>${name} থেকে আপনার জেতা টাকা তোলা খুবই সহজ। প্রথমবার কয়েকটি ধাপ সেরে নিলেই আপনার টাকা থাকবে সুরক্ষিত।</p>
        <h3>প্রথম উত্তোলনের আগে</h3>
        <ul>
          <li>ওয়ালেট সেটিংস থেকে <strong>একটি ব্যাংক অ্যাকাউন্ট যুক্ত করুন</strong>। অ্যাকাউন্টটি অবশ্যই আপনার নিজের নামে হতে হবে।</li>
          <li><strong>একটি পেমেন্ট পাসওয়ার্ড সেট করুন।</strong> এটি আপনার লগইন পাসওয়ার্ড থেকে আলাদা এবং প্রতিটি উত্তোলন নিশ্চিত করতে এটি লাগবে।</li>
        </ul>
        <h3>ওয়েজারিং শর্ত</h3>
        <p>ডিপোজিটের ক্ষেত্রে ওয়েজারিং শর্ত থাকতে পারে, অর্থাৎ টাকা তোলার আগে নির্দিষ্ট পরিমাণ বাজি ধরতে হবে। আপনার ওয়ালেটে বাকি
        শর্তের পরিমাণ দেখানো থাকে; সেটি শূন্যে নামলেই আপনি উত্তোলন করতে পারবেন।</p>
        <p>বোনাস নিজের ওয়েজারিং শেষ না হওয়া পর্যন্ত বোনাস ব্যালেন্সে থাকে (দেখুন <a href="/help#promotions-points">প্রোমোশন ও
        বোনাস</a>)। বোনাস চালু থাকা অবস্থায় উত্তোলন করলে বোনাসটি বাতিল হয়ে যায়; উইথড্র পেজ আগে আপনাকে জিজ্ঞেস করে নেয়।</p>
        <h3>উত্তোলনের অনুরোধ</h3>
        <p><strong>উইথড্র</strong> খুলুন, আপনার যুক্ত করা ব্যাংক অ্যাকাউন্ট বেছে নিন, ${currency}-তে পরিমাণ লিখুন এবং পেমেন্ট পাসওয়ার্ড দিয়ে
        নিশ্চিত করুন। অনুরোধটি প্রক্রিয়াধীন থাকা অবস্থায় ওই পরিমাণ আপনার ব্যালেন্স থেকে আটকে রাখা হয়।</p>
        <h3>উত্তোলনের অবস্থা</h3>
        <table>
          <thead><tr><th>অবস্থা</th><th>অর্থ</th></tr></thead>
          <tbody>
            <tr><td>পেন্ডিং</td><td>আপনার অনুরোধটি যাচাইয়ের অপেক্ষায় আছে।</td></tr>
            <tr><td>অনুমোদিত / পরিশোধিত</td><td>অনুরোধটি অনুমোদিত হয়েছে এবং টাকা আপনার ব্যাংক অ্যাকাউন্টে পাঠানো হয়েছে।</td></tr>
            <tr><td>প্রত্যাখ্যাত</td><td>অনুরোধটি গ্রহণ করা হয়নি এবং আটকে রাখা টাকা আপনার ব্যালেন্সে ফেরত দেওয়া হয়েছে। কারণটি অনুরোধের
            সঙ্গেই দেখানো হয়।</td></tr>
          </tbody>
        </table>
        <h3>টাকা পাওয়ার নিশ্চিতকরণ</h3>
        <p>টাকা আপনার ব্যাংক অ্যাকাউন্টে পৌঁছালে উত্তোলনের ইতিহাস থেকে প্রাপ্তি নিশ্চিত করুন। পরিশোধিত দেখানো কোনো উত্তোলন না পৌঁছালে
        <a href="/help#contact-us">আমাদের জানান</a>, আমরা আপনার সঙ্গে মিলে বিষয়টি খুঁজে দেখব।</p>
      `),
    },
    {
      anchor: 'account-security',
      kind: 'help',
      title: 'অ্যাকাউন্ট নিরাপত্তা',
      content: html(`
        <p>${name} একাধিক স্তরের নিরাপত্তা দিয়ে আপনার অ্যাকাউন্ট সুরক্ষিত রাখে, তবে আপনার নিজের সচেতনতাও সমান গুরুত্বপূর্ণ।</p>
        <h3>শক্তিশালী পাসওয়ার্ড ব্যবহার করুন</h3>
        <ul>
          <li>অক্ষর, সংখ্যা ও চিহ্ন মিলিয়ে একটি লম্বা পাসওয়ার্ড বেছে নিন।</li>
          <li>অন্য কোনো ওয়েবসাইট বা ই-মেইল অ্যাকাউন্টের পাসওয়ার্ড এখানে আবার ব্যবহার করবেন না।</li>
          <li>পেমেন্ট পাসওয়ার্ড ও লগইন পাসওয়ার্ড আলাদা রাখুন।</li>
        </ul>
        <h3>কখনো কোড শেয়ার করবেন না</h3>
        <p>${name}-এর কোনো কর্মী <strong>কখনোই</strong> আপনার পাসওয়ার্ড, পেমেন্ট পাসওয়ার্ড বা SMS যাচাই কোড চাইবেন না। ফোন, চ্যাট বা
        সোশ্যাল মিডিয়ায় কেউ এগুলো চাইলে বুঝবেন সেটি প্রতারণার চেষ্টা। বন্ধুদের সঙ্গেও এগুলো শেয়ার করবেন না।</p>
        <h3>টু-স্টেপ ভেরিফিকেশন</h3>
        <p>নতুন কোনো ডিভাইস বা স্থান থেকে লগ ইন করলে আমরা আপনার যাচাই করা মোবাইল নম্বর বা ই-মেইলে একটি কোড পাঠিয়ে নিশ্চিত হতে পারি যে
        এটি সত্যিই আপনি। ফলে কেউ আপনার পাসওয়ার্ড জেনে গেলেও আপনার অ্যাকাউন্টে ঢুকতে পারবে না।</p>
        <h3>পাসওয়ার্ড পরিবর্তন</h3>
        <p>যেকোনো সময় <strong>অ্যাকাউন্ট &gt; নিরাপত্তা</strong> থেকে লগইন বা পেমেন্ট পাসওয়ার্ড বদলাতে পারেন। নিয়মিত পাসওয়ার্ড বদলানোর
        পরামর্শ দিই, আর অন্য কেউ জেনে গেছে বলে সন্দেহ হলে সঙ্গে সঙ্গে বদলে ফেলুন।</p>
        <h3>পাসওয়ার্ড ভুলে গেছেন?</h3>
        <p>লগইন স্ক্রিনে <strong>পাসওয়ার্ড ভুলে গেছেন</strong>-এ ট্যাপ করুন এবং ই-মেইল অথবা মোবাইল নম্বরের মাধ্যমে রিসেট করার উপায় বেছে
        নিন। আমরা আপনার যাচাই করা ঠিকানায় একটি লিংক বা কোড পাঠাব। দুটির কোনোটিই ব্যবহার করতে না পারলে
        <a href="/help#contact-us">সাপোর্টে যোগাযোগ করুন</a>।</p>
      `),
    },
    {
      anchor: 'promotions-points',
      kind: 'help',
      title: 'প্রোমোশন ও বোনাস',
      content: html(`
        <p><a href="/promotions">প্রোমোশন</a> পেজে ${name}-এর চলমান সব অফার পুরো শর্তসহ দেখা যায়, আর দেখা যায় এরপর আপনি কী করতে
        পারেন: <strong>যোগ দিন</strong>, <strong>ক্লেইম</strong>, <strong>আবেদন</strong> অথবা কোড লেখা। আপনার বোনাস, তার ওয়েজারিংয়ের
        অগ্রগতি ও আপনার পুরস্কারগুলো অ্যাকাউন্ট মেনুর <strong>রিওয়ার্ড সেন্টার</strong>-এও পাবেন।</p>
        <h3>চলমান প্রোমোশন</h3>
        <ul>
          <li><strong>100% ওয়েলকাম বোনাস:</strong> কমপক্ষে 200 ${currency}-এর প্রথম ডিপোজিটে তার 100% বোনাস মানি হিসেবে পাবেন, সর্বোচ্চ
          5,000 ${currency}। বোনাস শুরু হওয়ার 14 দিনের মধ্যে তা 20 বার ওয়েজার করতে হবে, আর বোনাস চালু থাকা অবস্থায় প্রতিটি বেট সর্বোচ্চ
          500 ${currency}। ডিপোজিট জমা হওয়ার পর প্রোমোশন পেজ বা রিওয়ার্ড সেন্টার থেকে ক্লেইম করুন। প্রতি সদস্য ও প্রতি পরিবার একবার।</li>
          <li><strong>সাপ্তাহিক ক্যাশব্যাক:</strong> সপ্তাহের নিট লোকসানের (বেটে যা হেরেছেন তা থেকে যা জিতেছেন বাদ দিয়ে) 5%, যদি লোকসান
          কমপক্ষে 1,000 ${currency} হয়, সর্বোচ্চ 5,000 ${currency}। সোমবার প্রোমোশন পেজ থেকে ক্লেইম করুন; এতে 1× ওয়েজারিং লাগে।</li>
          <li><strong>উইকেন্ড রিলোড:</strong> শুক্র, শনি বা রবিবারের ডিপোজিটে 30% বোনাস, সর্বোচ্চ 1,500 ${currency}, সপ্তাহে একবার, 10×
          ওয়েজারিংসহ।</li>
          <li><strong>প্রোমো কোড WELCOME10:</strong> প্রোমোশন পেজে কোডটি লিখলে পাবেন 100 ${currency} বোনাস, 5× ওয়েজারিংসহ, প্রতি সদস্য
          একবার।</li>
          <li><strong>আপনার বড় জয় শেয়ার করুন:</strong> জয়ের স্ক্রিনশট ও একটি মন্তব্য দিয়ে আবেদন করুন। আমাদের টিম তা পর্যালোচনা করবে;
          অনুমোদিত হলে পাবেন 200 ${currency} বোনাস, 3× ওয়েজারিংসহ।</li>
          <li><strong>সাপ্তাহিক র‍্যাফেল:</strong> নিচে দেখুন।</li>
        </ul>
        <p>প্রোমোশন বদলাতে বা শেষ হতে পারে; প্রোমোশন পেজে সবসময় চালু শর্তগুলোই দেখানো হয়, আর আপনার কাছে থাকা বোনাস যে শর্তে দেওয়া
        হয়েছিল সেই শর্তেই থাকে।</p>
        <h3>ক্লেইম করবেন যেভাবে</h3>
        <ol>
          <li>প্রোমোশনটি খুলে শর্তাবলি পড়ুন: কারা অংশ নিতে পারবেন, সর্বনিম্ন ডিপোজিট, ওয়েজারিং, সর্বোচ্চ বেট এবং মেয়াদ।</li>
          <li>যা করতে বলা হয়েছে তা করুন: প্রয়োজনীয় ডিপোজিট, যোগ দেওয়া, কোড লেখা বা আবেদন।</li>
          <li>প্রোমোশনে <strong>ক্লেইম</strong> দেখা গেলে ট্যাপ করুন। দুবার ট্যাপ করলেও ক্লেইম একবারই দেওয়া হয়।</li>
        </ol>
        <p>আবেদনে 140 অক্ষর পর্যন্ত একটি মন্তব্য এবং সর্বোচ্চ 3টি PNG বা JPG ছবি (প্রতিটি সর্বোচ্চ 5 MB) দেওয়া যায়। আমাদের টিম পর্যালোচনা
        করার সময় এটি <strong>আবেদন চলছে</strong> দেখায়; প্রত্যাখ্যাত হলে প্রোমোশন চলা পর্যন্ত আবার আবেদন করতে পারবেন।</p>
        <p><strong>প্রতি পরিবার একবার</strong> মানে, যিনি প্রোমোশনটি আগেই পেয়েছেন তাঁর সঙ্গে একই নেটওয়ার্ক ঠিকানা থেকে রেজিস্টার করা বা
        সর্বশেষ লগ ইন করা কোনো সদস্য সেটি আর পাবেন না।</p>
        <h3>বোনাস ওয়ালেট</h3>
        <p>বোনাস মানি আপনার আসল টাকা থেকে আলাদা, বোনাস ব্যালেন্সে রাখা হয় এবং আপনার ফান্ডের সঙ্গে দেখানো হয়। একসময়ে একটিই বোনাস চালু
        থাকে; অন্য একটি চালু থাকা অবস্থায় নতুন বোনাস ক্লেইম করলে সেটি অপেক্ষায় থাকে এবং আগেরটি শেষ হলে শুরু হয়। বেট করলে আগে আপনার আসল
        টাকা খরচ হয়, বাকিটুকু বোনাস মানি থেকে। বেটের বোনাস অংশ থেকে জেতা টাকা ওয়েজারিং শেষ না হওয়া পর্যন্ত বোনাস মানিই থাকে।</p>
        <h3>ওয়েজারিং ও গেমের অবদান</h3>
        <p>ওয়েজারিং শর্ত হলো বোনাসের গুণিতক: 1,000 ${currency} বোনাসে 20× মানে 20,000 ${currency}-এর বেট। প্রতিটি নিষ্পত্তি হওয়া বেটে
        তার বৈধ বেট, গেমের অবদানের হারে গোনা হয়:</p>
        <table>
          <thead><tr><th>গেম</th><th>গণ্য হয়</th></tr></thead>
          <tbody>
            <tr><td>স্লট ও ফিশিং গেম</td><td>100%</td></tr>
            <tr><td>নিজস্ব গেম</td><td>50%</td></tr>
            <tr><td>লাইভ ক্যাসিনো</td><td>10%</td></tr>
            <tr><td>লটারি</td><td>0%</td></tr>
          </tbody>
        </table>
        <p>যে গেম 0% গণ্য হয়, আর খেলার আগে যেসব প্রোভাইডারে ওয়ালেট থেকে টাকা সরাতে হয়, সেগুলো শুধু আসল টাকায় খেলা যায়। বাতিল বা ফেরত
        নেওয়া রাউন্ড আর গণ্য হয় না। খেলার সঙ্গে সঙ্গে রিওয়ার্ড সেন্টারে আপনার অগ্রগতি দেখা যায়।</p>
        <h3>সর্বোচ্চ বেট</h3>
        <p>বোনাস চালু থাকা অবস্থায় ওয়েজারিংয়ে গণ্য হয় এমন গেমে কোনো বেট বোনাসের সর্বোচ্চ বেটের (ওয়েলকাম বোনাসে 500 ${currency}) বেশি হতে
        পারবে না। এর বেশি বেট ধরার আগেই ফিরিয়ে দেওয়া হয় এবং বার্তায় সীমাটি জানানো হয়; পরে কখনো জেতা টাকা কেটে নেওয়া হয় না।</p>
        <h3>ওয়েজারিং শেষ হলে</h3>
        <p>বোনাস ব্যালেন্স সঙ্গে সঙ্গে আপনার মূল ওয়ালেটে আসল টাকা হয়ে যায় (শর্তে কোনো রূপান্তর সীমা থাকলে সেই পর্যন্ত), এবং অপেক্ষায় থাকা
        পরের বোনাসটি শুরু হয়। তার আগেই বোনাস ব্যালেন্স শেষ হয়ে গেলে বোনাসটিও শেষ হয়ে যায়।</p>
        <h3>মেয়াদ ও বোনাস ছেড়ে দেওয়া</h3>
        <p>মেয়াদ গোনা হয় বোনাস শুরু হওয়া থেকে (ওয়েলকাম বোনাসে 14 দিন)। ওয়েজারিং শেষ হওয়ার আগে মেয়াদ ফুরোলে বাকি বোনাস ব্যালেন্স সরিয়ে
        নেওয়া হয়। রিওয়ার্ড সেন্টার থেকে আপনি নিজেও চালু বা অপেক্ষমাণ বোনাস ছেড়ে দিতে পারেন। বোনাস শেষ হওয়ার সময় কোনো বেট খোলা থাকলে,
        ওয়েজারিং পূরণ হয়ে থাকলে তার পেআউটের বোনাস অংশ আসল টাকা হিসেবে দেওয়া হয়, আর মেয়াদ ফুরিয়ে গেলে বা ছেড়ে দিলে তা দেওয়া হয় না।</p>
        <h3>বোনাস চালু থাকা অবস্থায় উত্তোলন</h3>
        <p>বোনাস চালু থাকা অবস্থায় উত্তোলন করলে বোনাসটি বাতিল হয়ে যায়: উইথড্র পেজ আগে আপনার সম্মতি চায়, তারপর বাকি বোনাস ব্যালেন্স সরিয়ে
        নেওয়া হয়। বোনাস রাখতে চাইলে আগে ওয়েজারিং শেষ করুন।</p>
        <h3>সাপ্তাহিক র‍্যাফেল</h3>
        <p>প্রোমোশন পেজে র‍্যাফেলে যোগ দিন। তারপর থেকে সপ্তাহে প্রতি 500 ${currency} ডিপোজিটে একটি এবং প্রতি 2,000 ${currency} বৈধ বেটে
        একটি টিকিট পাবেন। সপ্তাহ শেষে ড্রতে বিজয়ী বাছাই হয়: 5,000, 2,000 ও 1,000 ${currency}, আর 500 ${currency} করে পাঁচটি পুরস্কার;
        একজন সদস্য একটিই পুরস্কার পান, যা বিজয়ীর ওয়ালেটে দেওয়া হয়।</p>
        <p>ড্রটি প্রমাণযোগ্যভাবে ন্যায্য। সপ্তাহ শুরু হলেই আমরা একটি গোপন সিডের হ্যাশ প্রকাশ করি; ড্রয়ের পর সিডটি প্রকাশ করা হয়। বিজয়ী
        নির্ধারিত হয় শুধু সিড ও টিকিটের তালিকা থেকে, তাই যে কেউ <a href="/fairness">প্রমাণযোগ্য ন্যায্যতা</a> পেজে ড্রটি আবার হিসাব করে
        ফলাফল মিলিয়ে দেখতে পারেন।</p>
        <h3>ম্যানুয়াল রিবেট</h3>
        <p>${name} যেখানে এটি দেয়, সেখানে প্রতিটি বৈধ বেটে গেমের ধরন অনুযায়ী নির্দিষ্ট হারে রিবেট জমা হয়। শেষ ক্লেইমের পর থেকে গেমের ধরন
        অনুযায়ী কত জমেছে দেখতে অ্যাকাউন্ট মেনুতে <strong>ম্যানুয়াল রিবেট</strong> খুলুন, আর দেখানো সর্বনিম্ন পরিমাণে পৌঁছালে তা আপনার মূল
        ওয়ালেটে ক্লেইম করুন।</p>
        <p>প্রোমোশন নিয়ে কোনো প্রশ্ন? <a href="/help#contact-us">আমাদের সাপোর্ট টিম</a> খুশি মনে সাহায্য করবে।</p>
      `),
    },
    ...(brand.points ? [pointsArticle('bn', brand)] : []),
    {
      anchor: 'contact-us',
      kind: 'help',
      title: 'যোগাযোগ করুন',
      content: html(`
        <p>ডিপোজিট থেকে শুরু করে অ্যাকাউন্ট-সংক্রান্ত যেকোনো প্রশ্নে আমাদের সাপোর্ট টিম আপনাকে সাহায্য করতে প্রস্তুত। আপনার সুবিধামতো
        মাধ্যমটি বেছে নিন।</p>
        <h3>লাইভ চ্যাট</h3>
        <p>আমাদের কাছে পৌঁছানোর সবচেয়ে দ্রুত উপায়। যেকোনো পেজে চ্যাট আইকনে ট্যাপ করে সাপোর্ট এজেন্টের সঙ্গে কথা বলুন। আপনার ইউজারনেম
        হাতের কাছে রাখুন, তবে কখনোই পাসওয়ার্ড শেয়ার করবেন না।</p>
        <h3>টেলিগ্রাম</h3>
        <p>আমাদের সাইটে দেওয়া ${name}-এর অফিসিয়াল টেলিগ্রাম লিংকের মাধ্যমে সাপোর্টে মেসেজ পাঠান এবং প্রোমোশনের সর্বশেষ খবর পান। প্রতারকেরা
        মাঝে মাঝে ভুয়া অ্যাকাউন্ট খোলে, তাই শুধু আমাদের সাইটে দেওয়া লিংকই ব্যবহার করুন।</p>
        <h3>ফেসবুক</h3>
        <p>ঘোষণা, ইভেন্ট ও সর্বশেষ আপডেট পেতে আমাদের অফিসিয়াল ফেসবুক পেজ ফলো করুন। সেখানেও আমাদের মেসেজ পাঠাতে পারেন।</p>
        <h3>মতামত ফর্ম</h3>
        <p>কোনো পরামর্শ বা অভিযোগ আছে? আপনার অ্যাকাউন্টের মতামত ফর্মটি ব্যবহার করুন। সমস্যাটি বিস্তারিত লিখুন এবং প্রয়োজনে লেনদেনের
        রেফারেন্সের মতো তথ্য যোগ করুন। আমরা প্রতিটি বার্তা মনোযোগ দিয়ে পড়ি।</p>
        <h3>ই-মেইল</h3>
        <p>বিস্তারিত জানতে চাইলে আপনার অ্যাকাউন্টে নিবন্ধিত ই-মেইল ঠিকানা থেকে ${mail} ঠিকানায় লিখুন।</p>
        <p>পরামর্শ: অনেক প্রশ্নের উত্তর আমাদের <a href="/help#getting-started">হেল্প সেন্টারে</a> আগে থেকেই দেওয়া আছে।</p>
      `),
    },
    {
      anchor: 'terms',
      kind: 'terms',
      title: 'শর্তাবলী',
      content: html(`
        <p>${name} ব্যবহারকারী সবার জন্য এই শর্তাবলী প্রযোজ্য। অ্যাকাউন্ট খোলার মাধ্যমে আপনি এগুলো মেনে নিচ্ছেন, তাই অনুগ্রহ করে
        মনোযোগ দিয়ে পড়ুন।</p>
        <h3>1. যোগ্যতা</h3>
        <p>আপনার বয়স কমপক্ষে ${minimumAge} বছর হতে হবে (আপনার এলাকায় জুয়ার আইনগত বয়সসীমা এর বেশি হলে সেটি), এবং আপনার এখতিয়ারে
        অনলাইন গেমিং বৈধ হতে হবে। বিস্তারিত জানতে আমাদের <a href="/help#age-policy">বয়স নীতি</a> দেখুন।</p>
        <h3>2. একজনের একটিই অ্যাকাউন্ট</h3>
        <p>প্রত্যেক ব্যক্তি কেবল একটি অ্যাকাউন্ট রাখতে পারবেন। একাধিক অ্যাকাউন্ট বন্ধ করে দেওয়া হতে পারে এবং সেগুলোর মাধ্যমে পাওয়া
        বোনাস বা জেতা টাকা বাতিল করা হতে পারে।</p>
        <h3>3. সঠিক তথ্য</h3>
        <p>আপনাকে সত্য, সম্পূর্ণ ও হালনাগাদ তথ্য দিতে হবে এবং তা সবসময় হালনাগাদ রাখতে হবে। উত্তোলনের অনুরোধ প্রক্রিয়া করার আগে আমরা
        আপনার পরিচয় যাচাই করতে পারি। ${name}-এ ব্যবহৃত ব্যাংক অ্যাকাউন্ট অবশ্যই আপনার নিজের নামে হতে হবে।</p>
        <h3>4. ন্যায্য খেলা</h3>
        <p>যোগসাজশ, বট বা স্বয়ংক্রিয় সফটওয়্যার ব্যবহার, সিস্টেমের ত্রুটির সুযোগ নেওয়া এবং বোনাসের অপব্যবহার নিষিদ্ধ। সুস্পষ্ট ভুল,
        সিস্টেমের গোলযোগ বা অপব্যবহারের ফলে হওয়া বাজি বা জয় অপারেটর বাতিল করতে পারে এবং তদন্ত চলাকালীন অর্থ আটকে রাখতে পারে।</p>
        <h3>5. অ্যাকাউন্ট বন্ধ</h3>
        <p>সাপোর্টে যোগাযোগ করে আপনি যেকোনো সময় আপনার অ্যাকাউন্ট বন্ধ করতে পারেন। এই শর্তাবলী লঙ্ঘন করলে আমরা অ্যাকাউন্ট স্থগিত বা বন্ধ
        করতে পারি। অ্যাকাউন্ট বন্ধ হলে ${currency}-তে থাকা বৈধ অবশিষ্ট ব্যালেন্স এই শর্তাবলী অনুযায়ী পরিশোধ করা হবে।</p>
        <h3>6. শর্তাবলীর পরিবর্তন</h3>
        <p>আমরা সময়ে সময়ে এই শর্তাবলী হালনাগাদ করতে পারি। গুরুত্বপূর্ণ পরিবর্তন সাইটে ঘোষণা করা হবে, এবং এরপরও অ্যাকাউন্ট ব্যবহার
        চালিয়ে গেলে আপনি হালনাগাদ শর্তাবলী মেনে নিয়েছেন বলে গণ্য হবে।</p>
        <p>কোনো প্রশ্ন থাকলে যোগাযোগ করুন: ${mail}</p>
      `),
    },
    {
      anchor: 'responsible-gaming',
      kind: 'terms',
      title: 'দায়িত্বশীল গেমিং',
      content: html(`
        <p>${name}-এ গেমিং সবসময় আনন্দের হওয়া উচিত। আমরা প্রত্যেক খেলোয়াড়কে দায়িত্বের সঙ্গে খেলতে এবং নিয়ন্ত্রণ বজায় রাখতে উৎসাহিত
        করি।</p>
        <h3>বিনোদনের জন্য খেলুন</h3>
        <ul>
          <li>গেমিংকে বিনোদন হিসেবে দেখুন, টাকা উপার্জন বা আর্থিক সমস্যা সমাধানের উপায় হিসেবে নয়।</li>
          <li>শুধু ততটুকু টাকা দিয়েই খেলুন যা হারালেও আপনার সমস্যা হবে না, এবং হারানো টাকা ফিরে পেতে কখনো বাড়তি বাজি ধরবেন না।</li>
          <li>মানসিক চাপে থাকলে, মন খারাপ থাকলে বা মদ্যপান করে থাকলে খেলবেন না।</li>
        </ul>
        <h3>নিয়ন্ত্রণে থাকার উপায়</h3>
        <ul>
          <li><strong>খরচের হিসাব রাখুন:</strong> মেম্বার সেন্টারের বেটিং রেকর্ড, অ্যাকাউন্ট রেকর্ড ও লাভ-ক্ষতিতে দেখা যায় আপনি কত খেলেছেন,
          কত ডিপোজিট করেছেন এবং কত জিতেছেন বা হেরেছেন।</li>
          <li><strong>বিরতি নিন:</strong> নিয়মিত বিরতি নিন এবং কতক্ষণ ধরে খেলছেন সেদিকে খেয়াল রাখুন।</li>
          <li><strong>সেলফ-এক্সক্লুশন:</strong> দীর্ঘ বিরতির প্রয়োজন হলে সাপোর্টকে বলুন, আপনি যতদিন চান বা স্থায়ীভাবে আপনার অ্যাকাউন্ট
          নিষ্ক্রিয় করে দেওয়া হবে। অ্যাকাউন্ট নিষ্ক্রিয় থাকা অবস্থায় আপনি লগ ইন, ডিপোজিট বা খেলতে পারবেন না।</li>
        </ul>
        <p>বিরতি বা সেলফ-এক্সক্লুশনের জন্য সাপোর্টে যোগাযোগ করুন।</p>
        <h3>সমস্যার লক্ষণ</h3>
        <ul>
          <li>পরিকল্পনার চেয়ে বেশি সময় বা টাকা খরচ করা</li>
          <li>জুয়া খেলার জন্য টাকা ধার করা বা জিনিসপত্র বিক্রি করা</li>
          <li>পরিবার বা বন্ধুদের কাছে খেলার কথা গোপন করা</li>
          <li>খেলা নিয়ে দুশ্চিন্তা, খিটখিটে মেজাজ বা অপরাধবোধে ভোগা</li>
          <li>কাজ, পড়াশোনা বা পরিবারকে অবহেলা করা</li>
        </ul>
        <h3>কোথায় সাহায্য পাবেন</h3>
        <p>এর কোনোটি যদি আপনার সঙ্গে মিলে যায়, দয়া করে সাহায্য নিন। বিশ্বস্ত কারও সঙ্গে কথা বলুন, স্থানীয় কোনো কাউন্সেলিং সেবা বা
        জুয়া-আসক্তি নিয়ে কাজ করা সংস্থার সঙ্গে যোগাযোগ করুন, অথবা একজন চিকিৎসকের পরামর্শ নিন। বিরতি নিতে বা সেলফ-এক্সক্লুশনে আমাদের
        টিমও আপনাকে সাহায্য করতে পারে: ${mail}</p>
      `),
    },
    {
      anchor: 'privacy',
      kind: 'terms',
      title: 'গোপনীয়তা নীতি',
      content: html(`
        <p>${name} আপনার গোপনীয়তাকে সম্মান করে। আমরা কোন ব্যক্তিগত তথ্য সংগ্রহ করি, কেন করি এবং কীভাবে সুরক্ষিত রাখি, এই নীতিতে তা
        ব্যাখ্যা করা হয়েছে।</p>
        <h3>আমরা কী সংগ্রহ করি</h3>
        <ul>
          <li>অ্যাকাউন্টের তথ্য: ইউজারনেম, মোবাইল নম্বর, ই-মেইল ঠিকানা ও জন্মতারিখ</li>
          <li>পেমেন্টের তথ্য: যুক্ত করা ব্যাংক অ্যাকাউন্টের বিবরণ, ডিপোজিট ও উত্তোলনের রেকর্ড এবং আপনার আপলোড করা পেমেন্টের প্রমাণের ছবি</li>
          <li>খেলা ও লেনদেনের ইতিহাস</li>
          <li>কারিগরি তথ্য: IP ঠিকানা, ডিভাইস ও ব্রাউজারের ধরন এবং লগইনের সময়</li>
        </ul>
        <h3>কেন ব্যবহার করি</h3>
        <p>আপনার অ্যাকাউন্ট পরিচালনা, ${currency}-তে পেমেন্ট প্রক্রিয়া, বয়স ও পরিচয় যাচাই, প্রতারণা প্রতিরোধ ও অ্যাকাউন্ট সুরক্ষা (যেমন নতুন
        স্থান থেকে লগইন শনাক্ত করা), সাপোর্ট প্রদান এবং আইনি বাধ্যবাধকতা পূরণের জন্য আমরা আপনার তথ্য ব্যবহার করি। আমরা কখনো আপনার
        ব্যক্তিগত তথ্য বিক্রি করি না।</p>
        <h3>কীভাবে সুরক্ষিত রাখি</h3>
        <p>পাসওয়ার্ড হ্যাশ করা অবস্থায় সংরক্ষণ করা হয়, সব তথ্য এনক্রিপ্টেড সংযোগের মাধ্যমে আদান-প্রদান হয় এবং কাজের প্রয়োজনে কেবল
        নির্দিষ্ট কর্মীরাই তথ্য দেখতে পারেন।</p>
        <h3>কতদিন সংরক্ষণ করি</h3>
        <p>এসব উদ্দেশ্যে যতদিন প্রয়োজন এবং আইন অনুযায়ী যতদিন বাধ্যতামূলক (যেমন আর্থিক রেকর্ড), ততদিনই আমরা আপনার তথ্য রাখি। প্রয়োজন
        ফুরালে তথ্য মুছে ফেলা হয় বা পরিচয়হীন করে দেওয়া হয়।</p>
        <h3>আপনার অধিকার</h3>
        <p>আপনি নিজের তথ্য দেখতে, ভুল তথ্য সংশোধন করাতে এবং আইন অনুমতি দিলে তথ্য মুছে ফেলার অনুরোধ করতে পারেন। এ জন্য ${mail} ঠিকানায়
        যোগাযোগ করুন।</p>
        <h3>কুকি ও লোকাল স্টোরেজ</h3>
        <p>আমরা কুকি ও ব্রাউজারের লোকাল স্টোরেজ কেবল আপনার পছন্দের ভাষা মনে রাখতে এবং আপনাকে লগ ইন অবস্থায় রাখতে ব্যবহার করি।
        বিজ্ঞাপন বা তৃতীয় পক্ষের ট্র্যাকিংয়ের জন্য এগুলো ব্যবহার করা হয় না।</p>
      `),
    },
    {
      anchor: 'age-policy',
      kind: 'terms',
      title: 'বয়স নীতি',
      content: html(`
        <p>${name}-এ গেমিং কেবল প্রাপ্তবয়স্কদের জন্য। রেজিস্টার, ডিপোজিট বা খেলার জন্য আপনার বয়স কমপক্ষে
        <strong>${minimumAge} বছর</strong> হতে হবে।</p>
        <h3>স্থানীয় আইন</h3>
        <p>কিছু এখতিয়ারে জুয়ার আইনগত বয়স 21 বছর। আপনি এমন কোনো এলাকায় থাকলে আপনার বয়স কমপক্ষে 21 বছর হতে হবে, এবং সেই উচ্চতর
        বয়সসীমাই আপনার জন্য প্রযোজ্য। নিজের এলাকার আইন জানা ও মেনে চলা আপনার দায়িত্ব।</p>
        <h3>বয়স যাচাই</h3>
        <p>রেজিস্টার করার মাধ্যমে আপনি নিশ্চিত করছেন যে আপনি ন্যূনতম বয়সের শর্ত পূরণ করেন। আমরা যেকোনো সময়, যেমন উত্তোলনের অনুরোধ
        প্রক্রিয়া করার আগে, বয়সের প্রমাণ চাইতে পারি। প্রমাণ দিতে না পারলে যাচাই সম্পন্ন না হওয়া পর্যন্ত আপনার অ্যাকাউন্ট স্থগিত থাকতে পারে।</p>
        <h3>অপ্রাপ্তবয়স্কদের অ্যাকাউন্ট</h3>
        <p>কোনো অ্যাকাউন্ট নির্ধারিত বয়সের কম কারও বলে জানা গেলে অ্যাকাউন্টটি সঙ্গে সঙ্গে বন্ধ করে দেওয়া হবে। সব ডিপোজিট ফেরত দেওয়া
        হবে এবং যেকোনো জেতা টাকা বাতিল বলে গণ্য হবে।</p>
        <h3>অপ্রাপ্তবয়স্কদের সুরক্ষায় আমাদের সাহায্য করুন</h3>
        <ul>
          <li>আপনার অ্যাকাউন্ট বা লগইন তথ্য কারও সঙ্গে, বিশেষ করে শিশুদের সঙ্গে, শেয়ার করবেন না।</li>
          <li>খেলা শেষে লগ আউট করুন, বিশেষত একাধিক জন ব্যবহার করেন এমন ডিভাইসে।</li>
          <li>শিশুরা ব্যবহার করতে পারে এমন ডিভাইসে প্যারেন্টাল কন্ট্রোল সফটওয়্যার ব্যবহারের কথা ভাবুন।</li>
        </ul>
        <p>কোনো অপ্রাপ্তবয়স্ক ${name} ব্যবহার করছে বলে মনে হলে ${mail} ঠিকানায় আমাদের জানান। প্রতিটি রিপোর্ট গোপনীয়তার সঙ্গে বিবেচনা করা হয়।</p>
      `),
    },
  ];
}

function filipino(brand: HelpBrandFacts): HelpSeedArticle[] {
  const { name, minimumAge, currency } = brand;
  const mail = mailLink(brand.supportEmail);
  return [
    {
      anchor: 'getting-started',
      kind: 'help',
      title: 'Paano Magsimula',
      content: html(`
        <p>Maligayang pagdating sa ${name}! Isang minuto lang ang kailangan para gumawa ng account. Kapag nakarehistro ka na, puwede ka nang
        mag-deposit sa ${currency}, sumali sa aming mga promotion, at laruin ang lahat ng paborito mong laro gamit ang iisang wallet.</p>
        <h3>Paggawa ng account</h3>
        <ol>
          <li>I-tap ang <strong>Mag-register</strong> sa itaas ng anumang page.</li>
          <li>Piliin kung paano ka magsa-sign up: gamit ang <strong>username</strong> at password, o gamit ang iyong <strong>mobile number</strong>.</li>
          <li>Ilagay ang iyong mga detalye at pumili ng password na hindi mo ginagamit sa ibang site.</li>
          <li>Kumpirmahing ikaw ay hindi bababa sa ${minimumAge} taong gulang (o sa legal na edad sa inyong lugar kung mas mataas ito) at
          tinatanggap mo ang aming <a href="/help#terms">Mga Tuntunin at Kundisyon</a>.</li>
        </ol>
        <h3>Pag-verify ng mobile number</h3>
        <p>Kung mobile number ang ginamit mo sa pagrehistro, o nagdagdag ka nito kalaunan, padadalhan ka namin ng one-time code sa pamamagitan
        ng SMS. Ilagay ang code sa screen para ma-verify ang numero. Mabilis mag-expire ang mga code, kaya humiling lang ng bago kung hindi na
        gumagana ang natanggap mo. Nakatutulong ang verified na numero para maprotektahan ang iyong account at mabawi ito kung sakaling
        makalimutan mo ang iyong password.</p>
        <h3>Pagkatapos magrehistro</h3>
        <p>Awtomatiko kang mala-log in. Inirerekomenda naming kumpletuhin muna ang iyong profile, at pagkatapos ay basahin ang aming mga gabay
        tungkol sa <a href="/help#deposits">deposit</a> at <a href="/help#account-security">seguridad ng account</a>.</p>
        <p>Kailangan mo ng tulong? Laging handang tumulong ang aming support team — <a href="/help#contact-us">makipag-ugnayan lang sa amin</a>.</p>
      `),
    },
    {
      anchor: 'deposits',
      kind: 'help',
      title: 'Deposit',
      content: html(`
        <p>Lahat ng balance sa ${name} ay nasa ${currency}. Buksan ang <strong>Mag-deposit</strong> mula sa menu o sa iyong wallet para makita ang
        mga payment method na available para sa iyo.</p>
        <h3>Online payment</h3>
        <p>Pumili ng online method, ilagay ang halaga, at sundin ang mga tagubilin para makumpleto ang bayad sa iyong provider. Kadalasan,
        awtomatikong pumapasok ang pondo sa iyong balance sa sandaling makumpirma ng provider ang bayad.</p>
        <h3>Manual bank transfer</h3>
        <ol>
          <li>Piliin ang bank transfer at itala ang detalye ng receiving account na makikita sa screen. Maaaring magbago ang mga detalyeng ito,
          kaya laging i-check bago ang bawat transfer.</li>
          <li>Magpadala mula sa bank account na nakapangalan sa iyo.</li>
          <li>I-submit ang deposit form kasama ang halaga, ang transaction <strong>reference</strong> mula sa iyong bangko, at ang patunay ng
          bayad.</li>
        </ol>
        <p>Ang patunay ng bayad ay dapat screenshot o larawan na <strong>PNG o JPG</strong>, hanggang <strong>5 MB</strong> bawat larawan, at
        hindi hihigit sa <strong>3 larawan</strong> bawat deposit. Siguraduhing malinaw na makikita ang halaga, petsa, at reference.</p>
        <p>Pumapasok sa iyong balance ang manual transfer kapag naitugma na ito ng aming payments team sa bank statement. Karamihan ay mabilis
        na nare-review, pero maaaring medyo matagalan kapag maraming transaksyon o kapag hindi tugma ang mga detalye.</p>
        <h3>Minimum at maximum na halaga</h3>
        <p>May sariling minimum at maximum na halaga sa ${currency} ang bawat method, na makikita sa tabi nito bago ka magkumpirma. Kung hindi
        pa pumapasok ang iyong deposit, <a href="/help#contact-us">makipag-ugnayan sa support</a> at ibigay ang iyong reference.</p>
      `),
    },
    {
      anchor: 'withdrawals',
      kind: 'help',
      title: 'Withdrawal',
      content: html(`
        <p>Madali lang mag-withdraw ng iyong panalo sa ${name}. May ilang hakbang na minsan mo lang gagawin para manatiling ligtas ang iyong pera.</p>
        <h3>Bago ang unang withdrawal</h3>
        <ul>
          <li><strong>Mag-bind ng bank account</strong> sa iyong wallet settings. Dapat nakapangalan sa iyo ang account.</li>
          <li><strong>Mag-set ng payment password.</strong> Iba ito sa iyong login password at kailangan ito para kumpirmahin ang bawat
          withdrawal.</li>
        </ul>
        <h3>Wagering requirement</h3>
        <p>Maaaring may wagering requirement ang mga deposit. Ibig sabihin, kailangan munang maitaya ang isang tiyak na halaga bago
        ma-withdraw ang pondo. Makikita sa iyong wallet kung magkano pa ang natitira; kapag umabot na ito sa zero, puwede ka nang mag-withdraw.</p>
        <p>Nananatili ang bonus sa iyong bonus balance hanggang matapos ang sarili nitong wagering (tingnan ang
        <a href="/help#promotions-points">Mga Promo at Bonus</a>). Kapag nag-withdraw ka habang may aktibong bonus, mawawala ang bonus;
        magtatanong muna ang withdraw page.</p>
        <h3>Paghiling ng withdrawal</h3>
        <p>Buksan ang <strong>Mag-withdraw</strong>, piliin ang naka-bind mong bank account, ilagay ang halaga sa ${currency}, at kumpirmahin gamit
        ang iyong payment password. Pansamantalang naka-hold ang halagang ito mula sa iyong balance habang pinoproseso ang request.</p>
        <h3>Status ng withdrawal</h3>
        <table>
          <thead><tr><th>Status</th><th>Kahulugan</th></tr></thead>
          <tbody>
            <tr><td>Pending</td><td>Naghihintay pa ng review ang iyong request.</td></tr>
            <tr><td>Approved / Paid</td><td>Naaprubahan ang request at naipadala na ang pera sa iyong bank account.</td></tr>
            <tr><td>Rejected</td><td>Hindi naaprubahan ang request at naibalik na sa iyong balance ang naka-hold na halaga. Makikita ang dahilan
            kasama ng request.</td></tr>
          </tbody>
        </table>
        <h3>Pagkumpirma na natanggap mo ang pera</h3>
        <p>Kapag pumasok na ang pera sa iyong bank account, pakikumpirma ito sa iyong withdrawal history. Kung may withdrawal na naka-Paid na
        pero hindi pa dumarating, <a href="/help#contact-us">makipag-ugnayan sa amin</a> at sabay nating aalamin kung nasaan ito.</p>
      `),
    },
    {
      anchor: 'account-security',
      kind: 'help',
      title: 'Seguridad ng Account',
      content: html(`
        <p>Pinoprotektahan ng ${name} ang iyong account gamit ang iba't ibang antas ng seguridad, pero kasinghalaga rin nito ang sarili mong
        pag-iingat.</p>
        <h3>Gumamit ng matibay na password</h3>
        <ul>
          <li>Pumili ng mahabang password na may halong letra, numero, at simbolo.</li>
          <li>Huwag gamitin muli ang password mula sa ibang website o email account.</li>
          <li>Gawing magkaiba ang iyong payment password at login password.</li>
        </ul>
        <h3>Huwag kailanman ibahagi ang iyong mga code</h3>
        <p><strong>Hindi kailanman</strong> hihingin ng staff ng ${name} ang iyong password, payment password, o SMS verification code. Sinumang
        humingi nito, sa tawag man, chat, o social media, ay nagtatangkang manloko. Huwag itong ibigay kahit sa mga kaibigan.</p>
        <h3>Two-step verification</h3>
        <p>Kapag nag-log in ka mula sa bagong device o lokasyon, maaari ka naming hilingang patunayang ikaw talaga iyon gamit ang code na
        ipapadala sa iyong verified na mobile number o email. Sa ganitong paraan, hindi makakapasok ang iba sa iyong account kahit alam pa nila
        ang iyong password.</p>
        <h3>Pagpapalit ng password</h3>
        <p>Pumunta sa <strong>Account &gt; Security</strong> para palitan ang iyong login o payment password anumang oras. Inirerekomenda naming
        palitan ito nang regular, at agad-agad kung may hinala kang may ibang nakakaalam nito.</p>
        <h3>Nakalimutan ang password?</h3>
        <p>I-tap ang <strong>Nakalimutan ang password?</strong> sa login screen at piliing i-reset ito gamit ang email o mobile number. Magpapadala kami ng
        link o code sa iyong verified na contact details. Kung wala ka nang access sa alinman sa dalawa,
        <a href="/help#contact-us">makipag-ugnayan sa support</a>.</p>
      `),
    },
    {
      anchor: 'promotions-points',
      kind: 'help',
      title: 'Mga Promo at Bonus',
      content: html(`
        <p>Nakalista sa pahina ng <a href="/promotions">Mga Promo</a> ang bawat alok ng ${name} kasama ang buong tuntunin nito, at makikita
        roon ang susunod mong puwedeng gawin: <strong>Sumali</strong>, <strong>I-claim</strong>, <strong>Mag-apply</strong> o maglagay ng code. Nasa
        <strong>Sentro ng reward</strong> din sa account menu ang iyong mga bonus, ang progreso ng wagering at ang iyong mga reward.</p>
        <h3>Mga kasalukuyang promo</h3>
        <ul>
          <li><strong>100% welcome bonus:</strong> ang iyong unang deposit na hindi bababa sa 200 ${currency} ay may 100% nito bilang bonus
          money, hanggang 5,000 ${currency}. I-wager ang bonus nang 20 beses sa loob ng 14 na araw mula nang magsimula ito, na may taya na
          hanggang 500 ${currency} habang aktibo ito. I-claim ito sa pahina ng Mga Promo o sa Reward Center pagkapasok ng deposit. Isa bawat
          miyembro at bawat household.</li>
          <li><strong>Weekly cashback:</strong> 5% ng iyong net loss sa linggo (ang natalo mo sa taya bawas ang napanalunan mo), kapag umabot
          ito nang hindi bababa sa 1,000 ${currency}, hanggang 5,000 ${currency}. I-claim ito tuwing Lunes sa pahina ng Mga Promo; may 1×
          wagering ito.</li>
          <li><strong>Weekend reload:</strong> ang deposit sa Biyernes, Sabado o Linggo ay may 30% bonus, hanggang 1,500 ${currency}, isang
          beses bawat linggo, na may 10× wagering.</li>
          <li><strong>Promo code WELCOME10:</strong> ilagay ito sa pahina ng Mga Promo para sa 100 ${currency} na bonus na may 5× wagering,
          isang beses bawat miyembro.</li>
          <li><strong>Ibahagi ang iyong malaking panalo:</strong> mag-apply gamit ang screenshot ng iyong panalo at isang remark. Susuriin ito
          ng aming team; kapag inaprubahan, makakakuha ka ng 200 ${currency} na bonus na may 3× wagering.</li>
          <li><strong>Lingguhang raffle:</strong> tingnan sa ibaba.</li>
        </ul>
        <p>Puwedeng magbago o matapos ang mga promo; laging nasa pahina ng Mga Promo ang mga tuntuning umiiral, at nananatili sa bonus na
        hawak mo na ang mga tuntuning kasama nito nang ibigay ito.</p>
        <h3>Pag-claim</h3>
        <ol>
          <li>Buksan ang promo at basahin ang mga tuntunin: sino ang puwedeng sumali, ang minimum deposit, ang wagering, ang maximum na taya at
          ang pag-expire.</li>
          <li>Gawin ang hinihingi nito: ang kwalipikadong deposit, ang pagsali, ang code o ang application.</li>
          <li>Kapag <strong>I-claim</strong> na ang nakalagay sa promo, i-tap ito. Isang beses lang ito magbabayad kahit dalawang beses mong
          i-tap.</li>
        </ol>
        <p>Ang application ay may remark na hanggang 140 character at hanggang 3 larawang PNG o JPG na tig-5 MB ang pinakamalaki.
        <strong>Nag-a-apply</strong> ang makikita habang sinusuri ito ng aming team; kung ma-reject, puwede kang mag-apply ulit habang tumatakbo
        ang promo.</p>
        <p>Ang <strong>isa bawat household</strong> ay nangangahulugang hindi na ito makukuha ng miyembrong nagrehistro o huling nag-log in mula
        sa parehong network address ng miyembrong nakatanggap na nito.</p>
        <h3>Ang bonus wallet</h3>
        <p>Hiwalay sa iyong totoong pera ang bonus money: nasa iyong bonus balance ito at makikita kasama ng iyong pondo. Isang bonus lang ang
        aktibo sa isang pagkakataon; ang bonus na na-claim mo habang may aktibo pa ay maghihintay at magsisimula kapag natapos ang nauna.
        Kapag tumaya ka, nauunang gamitin ang iyong totoong pera at bonus money lang ang pupuno sa kulang. Nananatiling bonus money ang
        panalo mula sa bonus na bahagi ng taya hanggang matapos ang wagering.</p>
        <h3>Wagering at ambag ng bawat laro</h3>
        <p>Ang wagering requirement ay multiple ng bonus: ang 20× ng 1,000 ${currency} na bonus ay 20,000 ${currency} na taya. Bawat
        na-settle na taya ay binibilang ang valid bet nito ayon sa ambag ng laro:</p>
        <table>
          <thead><tr><th>Mga laro</th><th>Bilang</th></tr></thead>
          <tbody>
            <tr><td>Slots at fishing games</td><td>100%</td></tr>
            <tr><td>Sariling mga laro</td><td>50%</td></tr>
            <tr><td>Live casino</td><td>10%</td></tr>
            <tr><td>Lottery</td><td>0%</td></tr>
          </tbody>
        </table>
        <p>Ang mga larong 0% ang bilang, at ang mga provider na kailangan mong lipatan ng pera mula sa wallet bago maglaro, ay nilalaro gamit
        ang totoong pera lang. Hindi na binibilang ang round na kinansela o ibinalik. Makikita sa Reward Center ang iyong progreso habang
        naglalaro ka.</p>
        <h3>Maximum na taya</h3>
        <p>Habang aktibo ang isang bonus, hindi puwedeng lumampas ang taya sa larong binibilang sa wagering sa maximum na taya ng bonus
        (500 ${currency} para sa welcome bonus). Tinatanggihan ang mas malaking taya bago pa ito mailagay, may mensaheng nagsasabi ng limit;
        hindi namin kailanman binabawi ang panalo pagkatapos.</p>
        <h3>Kapag tapos na ang wagering</h3>
        <p>Agad na nagiging totoong pera sa iyong main wallet ang bonus balance (hanggang sa conversion limit kung may nakasaad sa tuntunin), at
        magsisimula ang susunod na bonus na naghihintay. Kung maubos muna ang iyong bonus balance, matatapos na lang ang bonus.</p>
        <h3>Pag-expire at pagbitaw sa bonus</h3>
        <p>Binibilang ang palugit mula nang magsimula ang bonus (14 na araw para sa welcome bonus). Kapag naubos ito bago matapos ang wagering,
        aalisin ang natitirang bonus balance. Puwede mo ring bitawan ang aktibo o naghihintay na bonus sa Reward Center. Kung may taya pang
        bukas nang matapos ang bonus nito, ibibigay bilang totoong pera ang bonus na bahagi ng payout kung natapos ang wagering, at hindi ito
        ibibigay kung nag-expire o binitawan ang bonus.</p>
        <h3>Pag-withdraw habang may aktibong bonus</h3>
        <p>Kapag nag-withdraw ka habang may aktibong bonus, mawawala ang bonus: magtatanong muna ang withdraw page, at aalisin ang natitirang
        bonus balance. Tapusin muna ang wagering kung gusto mo itong panatilihin.</p>
        <h3>Lingguhang raffle</h3>
        <p>Sumali sa raffle sa pahina ng Mga Promo. Mula noon, makakakuha ka ng isang ticket sa bawat 500 ${currency} na ide-deposit mo at isa
        sa bawat 2,000 ${currency} na valid bet sa linggo. Sa katapusan ng linggo, pinipili ng bunutan ang mga nanalo ng 5,000, 2,000 at
        1,000 ${currency} at limang premyong tig-500 ${currency}, isang premyo bawat miyembro, na ipinapadala sa wallet ng mga nanalo.</p>
        <p>Provably fair ang bunutan. Pagbukas ng linggo, inilalathala namin ang hash ng isang lihim na seed; pagkatapos ng bunutan,
        inilalabas namin ang seed. Ang seed at ang listahan ng mga ticket lang ang nagtatakda ng mga nanalo, kaya kahit sino ay puwedeng
        kuwentahin ulit ang bunutan sa pahina ng <a href="/fairness">Provably fair</a> at i-check ang resulta.</p>
        <h3>Manual rebate</h3>
        <p>Kung inaalok ito ng ${name}, may rebate ka sa bawat valid bet, ayon sa rate ng bawat uri ng laro. Buksan ang
        <strong>Manwal na rebate</strong> sa account menu para makita ang naipon mo mula sa huling claim, ayon sa uri ng laro, at i-claim ito sa
        iyong main wallet kapag umabot na sa minimum na nakasaad.</p>
        <p>May tanong tungkol sa isang promo? Ikatutuwa ng <a href="/help#contact-us">aming support team</a> na tulungan ka.</p>
      `),
    },
    ...(brand.points ? [pointsArticle('fil', brand)] : []),
    {
      anchor: 'contact-us',
      kind: 'help',
      title: 'Makipag-ugnayan sa Amin',
      content: html(`
        <p>Handang tumulong ang aming support team sa anumang tanong, mula sa deposit hanggang sa iyong account. Piliin ang channel na
        pinakakomportable para sa iyo.</p>
        <h3>Live chat</h3>
        <p>Ito ang pinakamabilis na paraan para maabot kami. I-tap ang chat icon sa anumang page para makausap ang isang support agent. Ihanda
        ang iyong username, pero huwag kailanman ibigay ang iyong password.</p>
        <h3>Telegram</h3>
        <p>Gamitin ang opisyal na Telegram link ng ${name} na nasa aming site para mag-message sa support at makatanggap ng pinakabagong balita
        tungkol sa mga promotion. Gamitin lang ang mga link mula sa aming site, dahil may mga scammer na gumagawa ng pekeng account.</p>
        <h3>Facebook</h3>
        <p>I-follow ang aming opisyal na Facebook page para sa mga anunsyo, event, at update. Puwede mo rin kaming i-message doon.</p>
        <h3>Feedback form</h3>
        <p>May suhestiyon o reklamo? Gamitin ang feedback form sa iyong account. Ilarawan ang problema at isama ang mahahalagang detalye, gaya
        ng transaction reference. Binabasa namin ang bawat mensahe.</p>
        <h3>Email</h3>
        <p>Para sa mas detalyadong tanong, sumulat sa ${mail} gamit ang email address na naka-register sa iyong account.</p>
        <p>Tip: marami nang sagot sa aming <a href="/help#getting-started">Help Center</a>.</p>
      `),
    },
    {
      anchor: 'terms',
      kind: 'terms',
      title: 'Mga Tuntunin at Kundisyon',
      content: html(`
        <p>Saklaw ng mga tuntuning ito ang lahat ng gumagamit ng ${name}. Sa paggawa ng account, sumasang-ayon ka sa mga ito, kaya pakibasa
        nang mabuti.</p>
        <h3>1. Pagiging kwalipikado</h3>
        <p>Dapat ikaw ay hindi bababa sa ${minimumAge} taong gulang, o sa legal na edad para sa pagsusugal sa inyong lugar kung mas mataas ito,
        at dapat legal ang online gaming sa iyong hurisdiksyon. Tingnan ang aming <a href="/help#age-policy">Patakaran sa Edad</a>.</p>
        <h3>2. Isang account bawat tao</h3>
        <p>Isang account lang ang maaaring magkaroon ang bawat tao. Maaaring isara ang mga duplicate na account, at maaaring ipawalang-bisa ang
        anumang bonus o panalong nakuha sa pamamagitan ng mga ito.</p>
        <h3>3. Tamang impormasyon</h3>
        <p>Dapat totoo, kumpleto, at napapanahon ang impormasyong ibinibigay mo, at dapat mo itong panatilihing updated. Maaari naming hilingin
        na i-verify ang iyong pagkakakilanlan bago iproseso ang withdrawal. Dapat nakapangalan sa iyo ang mga bank account na ginagamit sa ${name}.</p>
        <h3>4. Patas na laro</h3>
        <p>Ipinagbabawal ang sabwatan, paggamit ng bot o automated na software, pagsasamantala sa mga error ng system, at pang-aabuso sa bonus.
        Maaaring ipawalang-bisa ng operator ang mga taya o panalong nagmula sa halatang error, aberya ng system, o pang-aabuso, at maaaring
        i-hold ang pondo habang may imbestigasyon.</p>
        <h3>5. Pagsasara ng account</h3>
        <p>Maaari mong isara ang iyong account anumang oras sa pamamagitan ng pakikipag-ugnayan sa support. Maaari naming i-suspend o isara ang
        mga account na lumalabag sa mga tuntuning ito. Sa pagsasara, babayaran ang anumang lehitimong natitirang balance sa ${currency} alinsunod
        sa mga tuntuning ito.</p>
        <h3>6. Mga pagbabago sa tuntunin</h3>
        <p>Maaari naming i-update ang mga tuntuning ito paminsan-minsan. Ia-anunsyo sa site ang mahahalagang pagbabago, at ang patuloy mong
        paggamit ng iyong account ay nangangahulugang tinatanggap mo ang mga bagong tuntunin.</p>
        <p>May tanong? Sumulat sa ${mail}.</p>
      `),
    },
    {
      anchor: 'responsible-gaming',
      kind: 'terms',
      title: 'Responsableng Paglalaro',
      content: html(`
        <p>Sa ${name}, dapat laging masaya ang paglalaro. Hinihikayat namin ang bawat player na maglaro nang responsable at manatiling may
        kontrol.</p>
        <h3>Maglaro para sa libangan</h3>
        <ul>
          <li>Ituring ang paglalaro bilang libangan, hindi paraan para kumita o lutasin ang problema sa pera.</li>
          <li>Maglaro lang gamit ang perang kaya mong mawala, at huwag habulin ang iyong mga talo.</li>
          <li>Iwasang maglaro kapag stressed, malungkot, o nakainom.</li>
        </ul>
        <h3>Mga tool para manatiling may kontrol</h3>
        <ul>
          <li><strong>Alamin ang iyong ginagastos:</strong> makikita sa betting record, account record at kita at lugi sa member center kung
          magkano ang iyong nilaro, idineposito, at napanalunan o natalo.</li>
          <li><strong>Magpahinga:</strong> maglaan ng regular na pahinga at bantayan kung gaano ka na katagal naglalaro.</li>
          <li><strong>Self-exclusion:</strong> kung kailangan mo ng mas mahabang pahinga, hilingin sa support na i-disable ang iyong account
          hangga't gusto mo, o nang permanente. Habang naka-disable ito, hindi ka makakapag-log in, makakapag-deposit o makakapaglaro.</li>
        </ul>
        <p>Para sa pahinga o self-exclusion, makipag-ugnayan sa support.</p>
        <h3>Mga palatandaan ng problema sa pagsusugal</h3>
        <ul>
          <li>Paggastos ng mas maraming oras o pera kaysa sa plano</li>
          <li>Pangungutang o pagbebenta ng gamit para makapagsugal</li>
          <li>Paglilihim ng pagsusugal sa pamilya o mga kaibigan</li>
          <li>Pagiging balisa, iritable, o pakiramdam na nagkasala dahil sa pagsusugal</li>
          <li>Pagpapabaya sa trabaho, pag-aaral, o pamilya</li>
        </ul>
        <h3>Saan hihingi ng tulong</h3>
        <p>Kung pamilyar sa iyo ang alinman dito, huwag mahiyang humingi ng tulong. Kausapin ang isang taong pinagkakatiwalaan mo, lumapit sa
        isang lokal na counseling service o organisasyong tumutulong sa may problema sa pagsusugal, o kumonsulta sa doktor. Matutulungan ka rin
        ng aming team na magpahinga o mag-self-exclude: ${mail}.</p>
      `),
    },
    {
      anchor: 'privacy',
      kind: 'terms',
      title: 'Patakaran sa Privacy',
      content: html(`
        <p>Iginagalang ng ${name} ang iyong privacy. Ipinapaliwanag ng patakarang ito kung anong personal na data ang aming kinokolekta, bakit,
        at paano namin ito pinoprotektahan.</p>
        <h3>Ang aming kinokolekta</h3>
        <ul>
          <li>Detalye ng account: username, mobile number, email address, at petsa ng kapanganakan</li>
          <li>Impormasyon sa pagbabayad: detalye ng naka-bind na bank account, record ng deposit at withdrawal, at mga larawan ng patunay ng
          bayad na iyong in-upload</li>
          <li>History ng paglalaro at mga transaksyon</li>
          <li>Teknikal na data: IP address, uri ng device at browser, at oras ng pag-log in</li>
        </ul>
        <h3>Bakit namin ito ginagamit</h3>
        <p>Ginagamit namin ang iyong data para patakbuhin ang iyong account, iproseso ang mga bayad sa ${currency}, i-verify ang iyong edad at
        pagkakakilanlan, pigilan ang panloloko at protektahan ang iyong account (halimbawa, sa pagtukoy ng pag-log in mula sa bagong
        lokasyon), magbigay ng support, at sumunod sa batas. Hindi namin kailanman ibinebenta ang iyong personal na data.</p>
        <h3>Paano namin ito pinoprotektahan</h3>
        <p>Naka-hash ang mga password kapag iniimbak, dumadaan ang data sa mga encrypted na koneksyon, at limitado ang access sa mga staff na
        nangangailangan nito para sa kanilang trabaho.</p>
        <h3>Gaano katagal namin ito itinatago</h3>
        <p>Itinatago lang namin ang iyong data hangga't kailangan para sa mga layuning ito at hangga't hinihingi ng batas, halimbawa para sa mga
        financial record. Binubura o ginagawang anonymous ang data na hindi na kailangan.</p>
        <h3>Ang iyong mga karapatan</h3>
        <p>Maaari kang humiling na makita ang iyong data, ipatama ang maling impormasyon, o ipabura ito kung pinapayagan ng batas.
        Makipag-ugnayan sa ${mail}.</p>
        <h3>Cookies at local storage</h3>
        <p>Gumagamit kami ng cookies at local storage ng browser para lang tandaan ang iyong napiling wika at panatilihin kang naka-log in.
        Hindi namin ginagamit ang mga ito para sa advertising o third-party tracking.</p>
      `),
    },
    {
      anchor: 'age-policy',
      kind: 'terms',
      title: 'Patakaran sa Edad',
      content: html(`
        <p>Para lamang sa mga nasa hustong gulang ang paglalaro sa ${name}. Dapat ikaw ay hindi bababa sa <strong>${minimumAge} taong
        gulang</strong> para makapagrehistro, makapag-deposit, o makapaglaro.</p>
        <h3>Mga lokal na batas</h3>
        <p>Sa ilang hurisdiksyon, 21 ang legal na edad para sa pagsusugal. Kung nakatira ka sa ganitong lugar, dapat ikaw ay hindi bababa sa 21
        taong gulang, at ang mas mataas na edad na iyon ang masusunod. Responsibilidad mong alamin at sundin ang batas sa inyong lugar.</p>
        <h3>Pag-verify ng edad</h3>
        <p>Sa pagrehistro, kinukumpirma mong naaabot mo ang minimum na edad. Maaari kaming humingi ng patunay ng edad anumang oras, halimbawa
        bago iproseso ang isang withdrawal. Kung hindi mo ito maibigay, maaaring ma-suspend ang iyong account hanggang makumpleto ang
        verification.</p>
        <h3>Mga account ng menor de edad</h3>
        <p>Kapag napatunayang pag-aari ng taong kulang sa kinakailangang edad ang isang account, agad itong isasara. Ibabalik ang lahat ng
        deposit at ipawawalang-bisa ang anumang panalo.</p>
        <h3>Tulungan kaming protektahan ang mga menor de edad</h3>
        <ul>
          <li>Huwag ibahagi ang iyong account o login details kaninuman, lalo na sa mga bata.</li>
          <li>Mag-log out pagkatapos maglaro, lalo na sa mga device na ginagamit din ng iba.</li>
          <li>Isaalang-alang ang paggamit ng parental control software sa mga device na nagagamit ng mga bata.</li>
        </ul>
        <p>Kung sa tingin mo ay may menor de edad na gumagamit ng ${name}, ipaalam sa amin sa ${mail}. Kumpidensyal na hinahawakan ang bawat
        report.</p>
      `),
    },
  ];
}

export const HELP_CONTENT: Record<'en' | 'bn' | 'fil', (brand: HelpBrandFacts) => HelpSeedArticle[]> = {
  en: english,
  bn: bengali,
  fil: filipino,
};
