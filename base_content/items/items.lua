-- The items whose effect needs logic; every other item is data in items.yaml. Each handler is
-- called as fn(ctx, ev) with ev = { figure, item, amount, attacker?, target? } (the item hook).
-- Element costs are data (`consume:` in items.yaml): the engine offers the item only when they can
-- be paid and pays them once the handler has run. A handler that returns false declines: the item
-- is not used and nothing is paid.
--
-- A script may be stopped at a question and run again from the start once the player has
-- answered, so every handler asks its questions first and only then changes the game.

local POSITIVE = { strengthen = true, invisible = true }

-- Lets the player pick one of the conditions (no question when there is only one).
local function choose_condition(prompt, conditions)
  if #conditions == 1 then return conditions[1] end
  local shown = {}
  for i, c in ipairs(conditions) do shown[i] = game.text("items.condition." .. c) end
  return conditions[game.ask(prompt, shown)]
end

-- Item 6, Drop of Clean Water: remove one negative condition of your choice (Ice or Air paid).
function clean_water(ctx, ev)
  local negative = {}
  for _, c in ipairs(figures.character().conditions) do
    if not POSITIVE[c] then negative[#negative + 1] = c end
  end
  if #negative == 0 then return false end
  figures.remove_condition(ev.figure, choose_condition(game.text("items.remove-which-condition"), negative))
  return nil
end

-- Item 11, Magnetic Needle: control one enemy within range 5: Move 2. Range around walls and in
-- line of sight (board.in_range).
function magnetic_needle(ctx, ev)
  local me = figures.character()
  local hexes = {}
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" and board.in_range(me.hex, f.hex, 5) then hexes[#hexes + 1] = f.hex end
  end
  if #hexes == 0 then return false end
  local pick = hexes[1]
  if #hexes > 1 then
    local answer = game.ask_hex(game.text("items.needle-control"), hexes)
    pick = type(answer) == "table" and answer or hexes[answer]
  end
  figures.control_move(figures.at(pick), 2)
  return nil
end

-- Item 38, Brightlure Gem: control the target of your attack: Move 1 (Air or Light paid).
function brightlure_gem(ctx, ev)
  local target = ev.target and figures.get(ev.target)
  if target == nil then return false end
  if #board.reachable(target.id, 1) < 2 then return false end  -- nowhere to lure it
  figures.control_move(target.id, 1)
  return nil
end
