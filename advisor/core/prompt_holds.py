"""A serving prompt's length said with what it holds: "prompt含系统提示和最近几轮对话约1000 token", "prompts including
the system prompt and recent turns ~3k tokens", "系统提示+历史大概2000字", 系統提示加最近對話約1500 token. The whole
prompt (system prompt plus history) is the stated length, never a fixed part to add to a default question, and never
dropped for a default shape. Regex pieces only: extract_rules.PROMPT_SAID and _SIZE_LEAD take them in."""

# what the prompt holds, said between the prompt word and its length with no brackets: 含系统提示和最近几轮对话,
# "including the system prompt and the last few turns", "with system prompt + history" (no digit, no clause break)
# ("prompt里有用户画像和商品信息大概600 token": what a prompt word's 里有 holds, read as 600 tokens written)
# 里有 after a word that is no prompt (这里有) is no clause; right after the prompt's own noun it is (提示词里有人设和最近对话)
HOLDS_CLAUSE = (r"(?:含|包含|包括|含有|带上|帶上|加上|(?:(?<![\u4e00-\u9fff])|(?<=词|詞|示))(?:里|裡|裏|里面|裡面|裏面)"
                r"(?:有|放了|放|带|帶)"
                r"|including|incl\.?|which\s+includes?|that\s+includes?|made\s+up\s+of|holds|contains|carries"
                r"|with\s+(?=[^\d,.;:]{0,40}?(?:system|history|turns?|context|messages?)))"
                r"[^\d,.;:!?()，。；：]{1,40}?(?=\s*,?\s*(?:[:=]|约|約|大约|大約|大概|平均|共|一共|总共|總共|合计|合計|about|around|roughly"
                r"|approx|~|≈|is\b|are\b|of\b|at\b|\d))")
# a subject that is the whole prompt: the system prompt together with the history ("系统提示+历史", "system prompt plus
# chat history", 系統提示詞和最近幾輪對話)
SYSTEM_PLUS_HISTORY = (r"(?:系统提示词?|系統提示詞?|系统指令|系統指令|system\s+prompts?|system\s+message)\s*"
                       r"(?:\+|加上?|和|与|與|及|跟|连同|連同|plus|and|&|with)\s*(?:the\s+)?(?:最近|近)?"
                       r"[^\d,.;:!?，。；：]{0,12}?(?:历史|歷史|对话|對話|上下文|history|conversation|turns?|messages?|context)"
                       r"(?:记录|記錄|消息|訊息)?")
