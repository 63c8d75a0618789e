-- This file stores all Discord IDs (Snowflakes) that are used throughout the bot.

return {
  users = {
    ravener = '292690616285134850',
    ted = '315674862150483979'
  },
  channels = {
    general = '641256914684084237',
    proficient = '820884038373605387',
    bots = '641655510692790286',
    memes = '820869096894890015',
    staffRules = '898421586758107206',
    modlogs = '810521091973840957',
    rules = '641258254051180564'
  },
  roles = {
    admin = '641261997090144276',
    active = '803685296083828736'
  },
  messages = {
    timezone = '1038849777762320474'
  },
  categories = {
    staff = '810520642248114176'
  }
}
