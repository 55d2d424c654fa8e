-- The Cragheart's boulders: its scripted abilities change the map itself.
--
--   raise_boulder: an empty featureless hex within `range` of the Cragheart becomes an obstacle (a
--                  boulder). Monsters must walk around it; the Cragheart can shatter it later.
--   shatter:       an obstacle within `range` (a boulder or any other obstacle of the map) breaks
--                  into rubble (difficult terrain); every enemy next to it suffers `value` damage
--                  and is muddled. This is damage, not an attack: shields do not reduce it. An
--                  obstacle with a name is part of the scenario's story (a gap, a throne: the map
--                  names it, docs/maps.md) and does not break.
--
-- Handlers are called as fn(ctx, ev) with ev = { figure, value, range, target }. They ask their
-- question first and only then change the game (see docs/lua-api.md, Questions).

local function distance(a, b)
  local dq, dr = a.q - b.q, a.r - b.r
  return (math.abs(dq) + math.abs(dr) + math.abs(dq + dr)) // 2
end

local NEIGHBOURS = { { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 } }

-- Every map hex within `range` of `center` (not the center), in a fixed order.
local function hexes_within(center, range)
  local out = {}
  for dr = -range, range do
    for dq = -range, range do
      local h = { q = center.q + dq, r = center.r + dr }
      local d = distance(center, h)
      if d >= 1 and d <= range and board.exists(h) then out[#out + 1] = h end
    end
  end
  return out
end

local function actor_hex(ev)
  local me = figures.get(ev.figure)
  return me and me.hex or nil
end

function raise_boulder(ctx, ev)
  local here = actor_hex(ev)
  if here == nil then return end
  local choices = {}
  for _, h in ipairs(hexes_within(here, math.max(ev.range, 1))) do
    if board.terrain(h) == "featureless" and figures.at(h) == nil then choices[#choices + 1] = h end
  end
  if #choices == 0 then
    game.message("There is no empty ground close enough to raise a boulder.")
    return
  end
  local at = game.ask_hex("Raise a boulder on which hex?", choices)
  board.set_terrain(at, "obstacle")
  ctx.vars.cragheart_boulders = (ctx.vars.cragheart_boulders or 0) + 1
  game.message("A boulder heaves up out of the floor.")
end

function shatter(ctx, ev)
  local here = actor_hex(ev)
  if here == nil then return end
  local choices = {}
  for _, h in ipairs(hexes_within(here, math.max(ev.range, 1))) do
    if board.terrain(h) == "obstacle" and board.name(h) == "" then choices[#choices + 1] = h end
  end
  if #choices == 0 then
    game.message("There is no boulder or obstacle close enough to shatter.")
    return
  end
  local at = game.ask_hex("Shatter which obstacle?", choices)
  local victims = {}
  for _, d in ipairs(NEIGHBOURS) do
    local id = figures.at({ q = at.q + d[1], r = at.r + d[2] })
    local f = id and figures.get(id)
    if f and f.kind == "monster" then victims[#victims + 1] = id end
  end
  board.set_terrain(at, "difficult")
  game.message("The stone bursts into a spray of grit.")
  for _, id in ipairs(victims) do
    if figures.get(id) then
      figures.damage(id, ev.value)
      if figures.get(id) then figures.add_condition(id, "muddle") end
    end
  end
end
