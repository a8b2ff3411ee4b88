import type { FeedbackBank } from './phrases.js';

/** English customer feedback of the demo store (see phrases.ts for the template syntax). */
export const FEEDBACK_EN: FeedbackBank = {
  leaves: {
    'delivery.time': {
      NEGATIVE: [
        "My <product> {still hasn't arrived|never showed up}, {I've been waiting <days> days|it's been <days> days}.",
        'Delivery was {<days> days|almost two weeks} {late|overdue} and {nobody told me anything|no one explained why}.',
        'You promised {next-day|2-day} delivery but it took {<days> days|a whole week}.',
        "Shipping is {so|extremely|ridiculously} slow, {I won't wait this long again|this is unacceptable}.",
        "My order has been {out for delivery|in transit} for {<days> days|days} and {still|it still} hasn't been delivered.",
      ],
      NEUTRAL: [
        "When will my order be delivered? {I can't see|Could you tell me} the estimated delivery date.",
        'Delivery {time|speed} was {okay|average|as expected}, {not fast, not slow|nothing special}.',
        'Do you {deliver|ship} on weekends?',
      ],
      POSITIVE: [
        'Shipping was {super fast|lightning fast|faster than expected}, {I had it the next day|it arrived the same day}.',
        'My {order|parcel} arrived {ahead of schedule|right on time}.',
        'Thanks for the {quick|fast|on-time} delivery!',
      ],
    },
    'delivery.condition': {
      NEGATIVE: [
        'The box arrived {crushed|torn|smashed} and the <product> {was broken|was damaged|was all scratched}.',
        'The parcel was {soaking wet|dented} when it arrived, {the item inside is ruined|the product is unusable}.',
        'The courier {threw|dropped} the package {on my doorstep|on the ground} and the <product> {broke|cracked}.',
        'The packaging was {so careless|inadequate}, {there was no bubble wrap at all|nothing protected the item}.',
      ],
      NEUTRAL: [
        'The box was a bit {dented|damaged} but the item {looks fine|seems okay}.',
        'Packaging was {standard|basic}, {nothing to complain about|it did the job}.',
      ],
      POSITIVE: [
        'The packaging was {so careful|excellent|really sturdy}, my <product> arrived {in perfect condition|without a scratch}.',
        'The {item|<product>} was {wrapped in bubble wrap|packed with care}, {great job|thank you}.',
      ],
    },
    'delivery.tracking': {
      NEGATIVE: [
        "The tracking {number|code} {doesn't work|is invalid}, {I have no idea where my order is|my parcel is lost}.",
        'Tracking says {delivered|out for delivery} but {I never got the package|nothing arrived}.',
        "The shipment status {hasn't updated|has been the same} for {<days> days|days}, it just says {preparing|shipped}.",
        'The courier marked it as {"recipient not available"|"address not found"} without even coming.',
      ],
      NEUTRAL: [
        'Where can I {find|see} the tracking {number|link} for order <order>?',
        'Which {depot|hub} is my parcel at? Can I get a tracking update?',
      ],
      POSITIVE: [
        'Tracking was {so easy|very clear}, I got {an SMS|a notification} at every step.',
        'Being able to track the courier {on the map|live} is {great|awesome}.',
      ],
    },
    'product.quality': {
      NEGATIVE: [
        'The <product> {broke after two uses|fell apart in a week|stopped working on day one}, {terrible|awful} quality.',
        "The {material|fabric|plastic} is {so cheap|really poor}, it's {nothing like|not the same as} the photo.",
        'The <product> is {not as described|not the quality I expected}, {waste of money|a real disappointment}.',
        'The {seams|edges} {came apart|split} already, {poorly made|sloppy manufacturing}.',
      ],
      NEUTRAL: [
        'The <product> is {okay for the price|an average product}, {not great, not bad|it does the job}.',
        'The product is {fine|decent}, {could be better quality|the colour is a bit different from the photo}.',
        'Is the <product> {original|covered by warranty}? There was no warranty card in the box.',
      ],
      POSITIVE: [
        'The <product> is {excellent quality|amazing|perfect}, {highly recommend|worth every penny}.',
        'The product is {exactly like the photo|even better than expected}, {really solid|great quality}.',
        "I've been using the <product> for {months|a long time} and it {still works like new|has never had a problem}.",
      ],
    },
    'product.wrong': {
      NEGATIVE: [
        'Instead of the <product> I ordered, I {received something else|got a completely different item}.',
        'Wrong {size|colour|model} was sent, {I ordered M and got L|I asked for black and got white}.',
        "{One item|Two items} {is|are} missing from my order, it's on the invoice but not in the box.",
        "There were {missing parts|no accessories} in the box, {I can't assemble|I can't use} the <product>.",
      ],
      NEUTRAL: [
        'I got the {wrong colour|wrong size}, {how do I get the right one|what should I do}?',
        'One item seems to be missing from the {box|parcel}, {is it coming separately|can you check}?',
      ],
      POSITIVE: [
        'I got the wrong item but you {sent the right one|fixed it} {right away|the same day}, {thanks|very helpful}.',
        'You sent the missing part {the next day|immediately}, {really appreciated|great service}.',
      ],
    },
    'product.stock': {
      NEGATIVE: [
        'The <product> I {ordered|added to my cart} was {cancelled|dropped} because it was {out of stock|sold out}.',
        'The price {changed|went up} at {checkout|the payment step}, it {said <amount> before|showed a different price}.',
        'The <product> is {always|constantly} {out of stock|sold out}, {when will it be back|I can never buy it}.',
        'The same <product> is {much cheaper|way cheaper} {elsewhere|in stores}, your prices are {too high|outrageous}.',
      ],
      NEUTRAL: [
        'Will the <product> be {back in stock|restocked} {soon|at some point}? {Can you notify me|I turned on stock alerts}.',
        'Prices are {about the same as elsewhere|average}, {not cheap, not expensive|fair enough}.',
      ],
      POSITIVE: [
        'Prices are {really good|below market}, I got the <product> {at a great price|on sale}.',
        'The <product> I {wanted|was looking for} was {in stock|back in stock quickly}, {so happy|great}.',
      ],
    },
    'payment.problem': {
      NEGATIVE: [
        'I got an error {during payment|at checkout} but <amount> was {charged to my card|taken from my account}.',
        'I was charged {twice|double} {for one order|even though I only ordered once}.',
        "The {3D Secure|SMS verification} {code never arrives|screen won't load}, I {can't pay|can't complete the payment}.",
        'My card {keeps getting declined|is rejected every time}, it works fine on other sites.',
      ],
      NEUTRAL: [
        'Do you {offer|have} {cash on delivery|bank transfer} as a payment option?',
        "I can't tell if my payment {went through|was received}, could you check?",
      ],
      POSITIVE: [
        'Payment was {so easy|seamless|quick}, {one click|a few seconds} and done.',
        'Paying with {a saved card|the wallet} is {so convenient|great}, {thanks|love it}.',
      ],
    },
    'payment.invoice': {
      NEGATIVE: [
        "I {still haven't received|never got} my invoice, {I've been asking for <days> days|I've asked several times}.",
        'The {amount|tax number|company name} on the invoice is {wrong|incorrect}, {please fix it|I need a corporate invoice}.',
        "The {e-invoice|invoice email} {never reached my inbox|didn't arrive}, {I've written multiple times|nobody cares}.",
      ],
      NEUTRAL: ["Can I get {a corporate invoice|an invoice in my company's name}?", 'Where can I {download|find} my invoice?'],
      POSITIVE: [
        'The invoice {arrived instantly|was in my inbox right away}, {very convenient|thank you}.',
        'You sorted out my corporate invoice request {so quickly|right away}.',
      ],
    },
    'payment.promotion': {
      NEGATIVE: [
        "The {discount code|coupon code|promo code} {doesn't work|says invalid}, it {wasn't applied|didn't apply} at checkout.",
        'The {discount|free gift} {promised in the campaign|in the ad} was never {given|applied}, I feel cheated.',
        "My {loyalty points|gift voucher} {disappeared from my account|can't be used}.",
      ],
      NEUTRAL: [
        'Is the {coupon|discount code} valid on {sale items|all products}?',
        'Is the {instalment|interest-free instalment} offer {still on|valid for all cards}?',
      ],
      POSITIVE: [
        'The {promotions|deals} are {great|amazing}, the {coupon|discount} {applied without a problem|worked instantly}.',
        'The {welcome coupon|birthday discount} was a {lovely|nice} surprise.',
      ],
    },
    'returns.process': {
      NEGATIVE: [
        'My return {request|application} has been {pending|unapproved} for {<days> days|days}.',
        "The {return code|return shipping code} {never came|doesn't work}, I {can't send the item back|can't ship it}.",
        "The courier branch {refused|wouldn't take} the return parcel, the {return process|exchange} is {a nightmare|so painful}.",
        "You {rejected|declined} my exchange request and {didn't explain why|gave no reason}.",
      ],
      NEUTRAL: [
        'How do I {return|exchange} the <product>? How many days do I have?',
        'I {shipped|sent} the return {parcel|item}, {has it arrived|can you check}?',
      ],
      POSITIVE: [
        'The return {process was|was} {so easy|really quick}, {the courier picked it up|I dropped it off with a code}.',
        'My {exchange|return} request was {approved immediately|accepted the same day}, {thanks|great}.',
      ],
    },
    'returns.refund': {
      NEGATIVE: [
        'I {returned|sent back} the item {<days> days ago|weeks ago} and {still no refund|the money never came back}.',
        "The refund wasn't made within the {promised|stated} time, where is my {money|<amount>}?",
        'I only got a {partial|reduced} refund, you {deducted|kept} the shipping fee.',
      ],
      NEUTRAL: [
        'How {many days|long} does it take for the refund to show on my {card|account}?',
        'Will the refund go {back to my card|to store credit}?',
      ],
      POSITIVE: [
        'I got my {refund|money back} {right away|the next day|within hours}, {thanks a lot|great}.',
        'The {full|whole} refund {showed up on my card|came back}, {very trustworthy|thank you}.',
      ],
    },
    'app.error': {
      NEGATIVE: [
        'The app {keeps crashing|crashes every time I open it|freezes on the payment screen}.',
        "{Since the last update|After the update} the app {won't open|is stuck on a white screen}.",
        'When I {tap|press} {"Add to cart"|"Place order"} it {shows an error|does nothing}.',
        "The app is {so slow|laggy}, pages {won't load|don't open}.",
      ],
      NEUTRAL: [
        'The app {sometimes|occasionally} has {small|minor} {glitches|bugs}, {is an update coming|will it be fixed}?',
        'Does the {iOS|Android} app {have dark mode|support notifications}?',
      ],
      POSITIVE: [
        'Since the latest update the app is {much faster|rock solid|so smooth}, {well done|great work}.',
        'The app runs {flawlessly|smoothly}, {never had a single bug|no issues at all}.',
      ],
    },
    'app.usability': {
      NEGATIVE: [
        "I can't find anything in the app, {the menus are confusing|the filters are useless|search is terrible}.",
        'The new {design|interface} is {so confusing|not user friendly at all}, the old one was much better.',
        'There are {too many steps|way too many screens} to {place an order|get to checkout}.',
      ],
      NEUTRAL: [
        'Where are my {favourites|order history} in the app?',
        'The {interface|design} is {okay once you get used to it|not bad}, {the text is a bit small|filters could be better}.',
      ],
      POSITIVE: [
        'The app is {so easy to use|very handy|clean and simple}, I order {in a few taps|in seconds}.',
        '{Search|Filtering} works {really well|great}, I find what I need {instantly|easily}.',
        'The new {design|interface} looks {great|really nice}, {easy to use|easy on the eyes}.',
      ],
    },
    'app.account': {
      NEGATIVE: [
        "I can't {log in to my account|sign in}, the {password reset email|verification SMS} never arrives.",
        'It says my password is wrong {every time|over and over} and now my account is {locked|blocked}.',
        "I can't update the {address|phone number} on my account, it {shows an error|won't save}.",
      ],
      NEUTRAL: [
        'How do I {delete|close} my account?',
        'I need to {change|update} my {email address|phone number}, where do I do that?',
      ],
      POSITIVE: [
        "Signing in with {Google|Apple|Face ID} is {so convenient|super quick}, {no password hassle|I'm in within a second}.",
        'I forgot my password and the {reset link|verification code} {came instantly|arrived right away}.',
      ],
    },
    'service.waiting': {
      NEGATIVE: [
        'I waited {<minutes> minutes|half an hour|an hour} on the {call centre line|phone} and {nobody answered|the call dropped}.',
        "Getting through to {customer service|live chat} is {impossible|torture}, I'm {always|constantly} in the queue.",
        '{My email|My complaint} has had no {reply|response} for {<days> days|days}.',
      ],
      NEUTRAL: [
        'What are your customer service {hours|opening hours on weekends}?',
        'I got through to {live chat|the call centre} after {<minutes> minutes|a short wait}, {acceptable|it was okay}.',
      ],
      POSITIVE: [
        'I got through to {customer service|live chat} {instantly|in seconds|without waiting}, {great|excellent}.',
        "{My email|My request} got a reply {the same day|within an hour}, {thanks|you're so quick}.",
      ],
    },
    'service.agent': {
      NEGATIVE: [
        "The {agent|representative|person I spoke to} was {so rude|completely indifferent|hung up on me}, {didn't even listen|no help at all}.",
        'The {agents|operators} just give {scripted answers|canned replies}, {nothing gets solved|nobody takes responsibility}.',
        "{Every time I call|Each time} I'm told {something different|a different story}, the agents are {clueless|poorly trained}.",
      ],
      NEUTRAL: [
        "The agent was {polite|friendly} but {I didn't get a clear answer|said they would look into it}.",
        'I spoke to an {agent|operator}, they {opened a ticket|forwarded my request}, {waiting to hear back|still waiting}.',
      ],
      POSITIVE: [
        'The {agent|representative} <agentName> was {so helpful|very patient|really kind}, {solved my problem right away|thank you}.',
        'The {person|agent} I spoke to was {very friendly|really knowledgeable} and {fixed it in one call|sorted it out immediately}.',
      ],
    },
  },
  openers: {
    NEGATIVE: ['Terrible experience.', 'Really disappointed.', "I'm so frustrated.", 'Awful!', 'Very annoyed.'],
    NEUTRAL: ['Hi,', 'Hello,', 'Quick question.', "I'd like some information."],
    POSITIVE: ['Very happy!', 'Great!', 'Lovely shopping experience.', 'Hi,'],
  },
  closers: {
    NEGATIVE: ['Never ordering again.', 'I expect a solution.', 'Would not recommend.', 'Please respond urgently!', 'Fix this.'],
    NEUTRAL: ['Thanks in advance.', 'Thanks.', 'Let me know.', 'Looking forward to your reply.'],
    POSITIVE: ['Thank you!', 'Highly recommend.', 'Thanks to the whole team.', 'Will shop again.'],
  },
  contexts: [
    'I ordered through the {app|mobile app}.',
    'It was a {sale|discounted} item.',
    'I paid {by card|cash on delivery}.',
    'I also called customer service.',
    'I ordered {last week|a few days ago} and it came by courier.',
    'It was my {first|second} order.',
  ],
  connectors: ['Also,', 'On top of that,', 'And', 'Besides,'],
  slots: {
    product: [
      'headset',
      'pair of trainers',
      'coffee machine',
      'phone case',
      'jacket',
      'blender',
      'backpack',
      'smartwatch',
      'bedding set',
      'cookware set',
      'robot vacuum',
      'perfume',
      'toothbrush',
    ],
    agentName: ['Sarah', 'James', 'Emily', 'Daniel', 'Olivia', 'Michael'],
  },
};
